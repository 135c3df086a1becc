// A listing's rating as stars, its average and how many rated it: one accessible image ("Rated 4.5 out of 5,
// 12 ratings"), the stars drawn by Mantine's read-only Rating (tenths filled, mirrored in RTL by Mantine).
import { fill } from '@abode/shared';
import { Group, Rating, Text } from '@mantine/core';
import { useT } from '../i18n.ts';

/** The average shown with one decimal ("4.5"); none is "0.0". */
export const averageText = (avg: number) => (Number.isFinite(avg) ? avg : 0).toFixed(1);

/** Stars, average and count; `size` follows Mantine's Rating sizes. */
export function RatingStars({
  avg,
  count,
  size = 'sm',
}: {
  avg: number;
  count: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const label =
    count === 0
      ? t('ratingNone')
      : fill(t(count === 1 ? 'ratingSummaryOne' : 'ratingSummary'), { avg: averageText(avg), count });
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label} data-testid="rating-stars">
      <Rating value={count === 0 ? 0 : avg} fractions={10} readOnly size={size} aria-hidden="true" />
      <Text size={size === 'lg' ? 'md' : 'sm'} c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
        {count === 0 ? t('ratingNoneShort') : `${averageText(avg)} (${count})`}
      </Text>
    </Group>
  );
}
