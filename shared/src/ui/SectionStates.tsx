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

/** Nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{children}</Text>
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
