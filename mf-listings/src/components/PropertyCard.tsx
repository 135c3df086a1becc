// A property in a list: photo, type, price, title, place. The whole card is one link (one tab stop); the
// favourite heart sits beside it, on top of the photo, as its own button (a button inside a link is invalid).

import { formatPlace, Price } from '@abode/shared';
import { Badge, Box, Card, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FavouriteButton } from '../engagement/FavouriteButton.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import type { CardProperty } from '../property.queries.ts';

const TYPE_KEY = { sell: 'forSale', rent: 'forRent', sold: 'sold', rented: 'rented' } as const;

/** One property card. */
export function PropertyCard({ property }: { property: CardProperty }) {
  const t = useT();
  const place = formatPlace(property.city, property.state);
  const rentSuffix = property.property_type === 'rent' && property.rentduration ? ` / ${property.rentduration}` : '';
  const favourite = property.is_favourite === 1;
  return (
    <Box pos="relative">
      <Card
        withBorder
        padding="sm"
        radius="md"
        component={Link}
        to={link('propertyDetail', { slug_id: property.slug_id })}
        data-testid="property-card"
      >
        <Card.Section pos="relative">
          <Image
            src={property.title_image}
            alt=""
            h={180}
            fit="cover"
            loading="lazy"
            fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
          />
          <Group gap={4} pos="absolute" top={8} style={{ insetInlineStart: 8 }}>
            <Badge color={property.property_type === 'rent' ? 'grape' : 'brand'} variant="filled">
              {t(TYPE_KEY[property.property_type] ?? 'forSale')}
            </Badge>
            {property.is_premium && (
              <Badge color="yellow" variant="filled">
                {t('premium')}
              </Badge>
            )}
            {property.promoted && (
              <Badge color="dark" variant="filled">
                {t('featured')}
              </Badge>
            )}
          </Group>
        </Card.Section>
        <Text fw={700} mt="sm" size="lg" data-testid="property-price">
          <Price amount={property.price} />
          <Text span size="sm" c="dimmed">
            {rentSuffix}
          </Text>
        </Text>
        <Text fw={600} lineClamp={1} dir="auto" data-testid="property-title">
          {property.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {property.category?.category ? `${property.category.category} · ` : ''}
          {place}
        </Text>
      </Card>
      <Box pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
        <FavouriteButton propertyId={property.id} title={property.title} isFavourite={favourite} />
      </Box>
    </Box>
  );
}
