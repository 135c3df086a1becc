// A service or a repair work in a list: title image, type (or category), title, company, city, price and the
// rating. The whole card is one link (one tab stop) to the listing's page; it has a fixed height so the
// skeletons hold the same place and the grid does not jump when the data arrives.
import { formatPlace, Price } from '@abode/shared';
import { Group, Text } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { ListingSummary } from '../listing.ts';
import { CardFrame } from './CardFrame.tsx';
import { listingHref } from './listing-links.ts';
import { RatingStars } from './RatingStars.tsx';

/** One listing card. */
export function ListingCard({ listing }: { listing: ListingSummary }) {
  const t = useT();
  const place = formatPlace(listing.location, listing.city);
  return (
    <CardFrame
      href={listingHref(listing.kind, listing.slug_id)}
      image={listing.title_image}
      kind={listing.typeLabel}
      kindTestId="listing-type"
      testId="listing-card"
    >
      <Text fw={600} mt="sm" lineClamp={1} dir="auto" data-testid="listing-title">
        {listing.title}
      </Text>
      <Text size="sm" fw={500} lineClamp={1} dir="auto" data-testid="listing-company">
        {listing.company_name || '\u00a0'}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto" data-testid="listing-place">
        {place || '\u00a0'}
      </Text>
      <Group justify="space-between" mt="auto" gap="xs" wrap="nowrap">
        <RatingStars avg={listing.rating_avg} count={listing.rating_count} size="xs" />
        {listing.price !== null && (
          <Text fw={700} size="sm" data-testid="listing-price" style={{ whiteSpace: 'nowrap' }}>
            <Text span size="xs" c="dimmed" fw={400}>
              {t('price')}:{' '}
            </Text>
            <Price amount={listing.price} />
          </Text>
        )}
      </Group>
    </CardFrame>
  );
}
