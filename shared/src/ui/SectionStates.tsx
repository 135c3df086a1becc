// Loading, empty and error states every section shows the same way.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page loading indicator (spec §2). */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite" aria-label={label} data-testid="page-loader">
      <Loader />
    </Center>
  );
}

/** Nothing to show: the message, optionally what to change (`hint`) and a way out (`action`). */
export function EmptyState({ children, hint, action }: { children: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" data-testid="empty-state">
        <Text c="dimmed" fw={hint ? 600 : undefined}>
          {children}
        </Text>
        {hint && (
          <Text c="dimmed" size="sm" ta="center" maw={520}>
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

/** A failed load with a retry. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert color="red" title={message} role="alert">
      {onRetry && (
        <Stack align="flex-start" mt="xs">
          <Button variant="light" color="red" onClick={onRetry}>
            {retryLabel}
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
