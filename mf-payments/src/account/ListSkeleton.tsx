// Placeholder rows as tall as the real ones while a list's first page loads: nothing moves when the data
// arrives. Announced once to screen readers as loading.
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Props of {@link ListSkeleton}. */
export interface ListSkeletonProps {
  /** How many rows. */
  count: number;
  /** The real rows' height, in pixels. */
  height: number;
  /** What screen readers hear ("Loading…"). */
  label: string;
  testId?: string;
}

/** `count` skeleton rows of `height` pixels. */
export function ListSkeleton({ count, height, label, testId = 'list-skeleton' }: ListSkeletonProps) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </Stack>
  );
}
