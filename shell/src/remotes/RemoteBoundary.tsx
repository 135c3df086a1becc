// A failed remote never takes the page down: its part of the page shows a fallback with Retry, and the
// header, footer and other sections keep working.

import { dispatchRemoteLoaded } from '@abode/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n.ts';

interface Props {
  name: string;
  onRetry: () => void;
  children: ReactNode;
  /** Smaller fallback for a widget inside a page. */
  compact?: boolean;
}

interface State {
  error: Error | null;
}

function Fallback({ name, onRetry, compact }: { name: string; onRetry?: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <Alert
      color="orange"
      title={t('sectionUnavailable')}
      role="alert"
      data-testid={`remote-fallback-${name}`}
      my={compact ? 'sm' : 'xl'}
    >
      {!compact && <Text size="sm">{t('sectionUnavailableHint')}</Text>}
      {onRetry && (
        <Group mt="sm">
          <Button variant="light" color="orange" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}

/** A section the shell refused (built for another `shared`): its fallback, without Retry (it would fail the same way). */
export function SectionUnavailable({ name, reason }: { name: string; reason?: string }) {
  return (
    <div data-reason={reason}>
      <Fallback name={name} />
    </div>
  );
}

/** Error boundary for one remote. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    dispatchRemoteLoaded({ remote: this.props.name, ok: false, error: error.message });
    console.error(`[abode] section ${this.props.name} failed`, error, info.componentStack);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <Fallback name={this.props.name} onRetry={this.retry} compact={this.props.compact} />;
    return this.props.children;
  }
}
