// Placeholder cards as tall as a list's real cards while its first page loads: the grid keeps its place and
// nothing moves when the data arrives. Announced once to screen readers as loading.
import { Card, SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';

/** Props of {@link CardGridSkeleton}. */
export interface CardGridSkeletonProps {
  /** How many cards (a page of the list). */
  count: number;
  /** What screen readers hear ("Loading…"). */
  label: string;
  /** The real cards' fixed height, in pixels. */
  cardHeight: number;
  /** The height of the cards' picture, in pixels (170). */
  imageHeight?: number;
  testId?: string;
}

/** `count` skeleton cards in the lists' grid (1 to 4 columns). */
export function CardGridSkeleton({ count, label, cardHeight, imageHeight = 170, testId }: CardGridSkeletonProps) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Card key={i} withBorder padding="sm" radius="md" h={cardHeight}>
            <Card.Section>
              <Skeleton h={imageHeight} radius={0} />
            </Card.Section>
            <Skeleton h={14} mt="md" w="80%" />
            <Skeleton h={12} mt="sm" w="60%" />
            <Skeleton h={12} mt="sm" w="40%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
