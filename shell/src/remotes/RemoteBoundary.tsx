// A failed remote never takes the page down: its part of the page shows a fallback with Retry, and the
// header, footer and other sections keep working.

import { dispatchRemoteLoaded, fill } from '@abode/shared';
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

interface FallbackProps {
  name: string;
  onRetry?: () => void;
  compact?: boolean;
  /** What to do about it; by default that the rest works and a later try may succeed. */
  hint?: string;
}

function Fallback({ name, onRetry, compact, hint }: FallbackProps) {
  const t = useT();
  return (
    <Alert
      color="orange"
      title={t('sectionUnavailable')}
      role="alert"
      data-testid={`remote-fallback-${name}`}
      my={compact ? 'sm' : 'xl'}
    >
      {!compact && <Text size="sm">{hint ?? t('sectionUnavailableHint')}</Text>}
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

/**
 * A section the shell refused (built for another `shared`, docs/decisions/014): no Retry, which would fail the
 * same way, but what the operator must do, with the two versions that disagree.
 */
export function SectionUnavailable({
  name,
  requires,
  running,
  reason,
}: {
  name: string;
  /** The `shared` range the section was built for. */
  requires: string;
  /** The `shared` version the portal runs. */
  running: string;
  reason?: string;
}) {
  const t = useT();
  return (
    <div data-reason={reason}>
      <Fallback name={name} hint={fill(t('sectionIncompatibleHint'), { requires, running })} />
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
