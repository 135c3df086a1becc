// Public property detail (/properties-details/:slug_id): photos, price, facts, facilities, owner and similar
// properties. Title and meta description come from the listing's SEO fields.

import { ApiError, EmptyState, ErrorState, PageLoader, Price, paths, userIdAtom, useT } from '@abode/shared';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { propertyQueries } from '../property.queries.ts';
import type { Property } from '../property.types.ts';

function useSeo(p: Property | undefined) {
  useEffect(() => {
    if (!p) return;
    const previousTitle = document.title;
    document.title = `${p.meta_title || p.title} | Abode`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = p.meta_description || p.description.slice(0, 160);
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [p]);
}

function formatValue(
  value: Property['parameters'] extends Array<infer P> | undefined ? (P extends { value: infer V } ? V : never) : never,
) {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

function Gallery({ property }: { property: Property }) {
  const images = [property.title_image, ...(property.gallery ?? []).map((g) => g.image_url)].filter(Boolean);
  const [active, setActive] = useState(0);
  return (
    <Stack gap="xs">
      <Image src={images[active]} alt={property.title} radius="md" h={{ base: 260, md: 420 }} fit="cover" />
      {images.length > 1 && (
        <Group component="ul" gap="xs" aria-label="Photos" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Photo ${i + 1} of ${images.length}`}
                aria-current={i === active}
                style={{
                  padding: 0,
                  border: i === active ? '2px solid var(--mantine-color-brand-6)' : '2px solid transparent',
                  borderRadius: 6,
                  background: 'none',
                  cursor: 'pointer',
                }}
              >
                <Image src={src} alt="" w={88} h={64} radius="sm" fit="cover" />
              </button>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The property detail page. */
export function PropertyDetailsPage() {
  const t = useT();
  const { slug_id: slugId = '' } = useParams();
  const detail = useQuery({ ...propertyQueries.detail(slugId, useAtomValue(userIdAtom)), meta: { silent: true } });
  const property = detail.data?.data?.[0];
  const similar = (detail.data?.similar_properties as Property[] | undefined) ?? [];
  useSeo(property);

  if (detail.isPending) return <PageLoader label={t('loading')} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 403) {
      return (
        <Alert color="yellow" title={detail.error.message} data-testid="premium-required">
          <Button component={Link} to={paths.subscriptionPlan()} mt="sm">
            {t('subscriptionPlan')}
          </Button>
        </Alert>
      );
    }
    return <ErrorState message={detail.error.message} onRetry={() => detail.refetch()} retryLabel={t('retry')} />;
  }
  if (!property) return <EmptyState>{t('noDataFound')}</EmptyState>;

  // Addresses often repeat the city already: show each part once.
  const place = [...new Set([property.address, property.city, property.state, property.country].filter(Boolean))].join(
    ', ',
  );
  const parameters = (property.parameters ?? []).filter(
    (p) => p.value !== null && p.value !== '' && p.type_of_parameter !== 'file',
  );
  return (
    <Stack gap="lg" data-testid="property-detail">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Gallery property={property} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Group gap="xs">
              <Badge>{property.category?.category}</Badge>
              <Badge color={property.property_type === 'rent' ? 'grape' : 'brand'} variant="light">
                {property.property_type === 'rent'
                  ? t('forRent')
                  : property.property_type === 'sell'
                    ? t('forSale')
                    : t(property.property_type)}
              </Badge>
              {property.is_premium && (
                <Badge color="yellow" variant="filled">
                  {t('premium')}
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2" dir="auto">
              {property.title}
            </Title>
            <Text size="xl" fw={800} c="brand.8" data-testid="detail-price">
              <Price amount={property.price} />
              {property.property_type === 'rent' && property.rentduration ? ` / ${property.rentduration}` : ''}
            </Text>
            <Text c="dimmed" dir="auto">
              {place}
            </Text>
            <Group gap="lg">
              <Text size="sm">
                {t('views')}: {property.total_view ?? 0}
              </Text>
              {property.post_created && (
                <Text size="sm" c="dimmed">
                  {property.post_created}
                </Text>
              )}
            </Group>
            <Card withBorder>
              <Text size="sm" c="dimmed">
                {t('postedBy')}
              </Text>
              <Group mt="xs">
                <Avatar src={property.profile} alt="" radius="xl" />
                <div>
                  <Text fw={600}>{property.customer_name}</Text>
                  {property.is_verified && (
                    <Badge color="brand" size="sm" variant="filled">
                      {t('verified')}
                    </Badge>
                  )}
                </div>
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="desc-h">
        <Title order={2} size="h3" id="desc-h">
          {t('description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }} mt="xs" dir="auto">
          {property.description}
        </Text>
      </section>
      {parameters.length > 0 && (
        <section aria-labelledby="facts-h">
          <Title order={2} size="h3" id="facts-h">
            {t('facilities')}
          </Title>
          <Table mt="xs" withTableBorder striped>
            <Table.Tbody>
              {parameters.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Th scope="row">{p.name}</Table.Th>
                  <Table.Td>{formatValue(p.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
      {(property.assign_facilities ?? []).length > 0 && (
        <section aria-labelledby="near-h">
          <Title order={2} size="h3" id="near-h">
            {t('nearbyPlaces')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} mt="xs">
            {(property.assign_facilities ?? []).map((f) => (
              <Card key={f.id} withBorder padding="xs">
                <Text fw={600} size="sm">
                  {f.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {f.distance} km
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
      {property.latitude && property.longitude ? (
        <Anchor
          href={`https://www.openstreetmap.org/?mlat=${property.latitude}&mlon=${property.longitude}#map=15/${property.latitude}/${property.longitude}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('location')}: {Number(property.latitude).toFixed(4)}, {Number(property.longitude).toFixed(4)}
        </Anchor>
      ) : null}
      {similar.length > 0 && (
        <section aria-labelledby="similar-h">
          <Title order={2} size="h3" id="similar-h">
            {t('similarProperties')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xs">
            {similar.slice(0, 4).map((p) => (
              <PropertyCard key={p.id} property={p} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
