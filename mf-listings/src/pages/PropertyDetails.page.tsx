// Public property detail (/properties-details/:slug_id): gallery, 3D image, video, price, facts, amenities,
// nearby places, location, owner, actions (favourite, interest, report, share, chat) and similar
// properties. Title and meta description come from the listing's SEO fields and are put back on leaving.

import {
  ApiError,
  EmptyState,
  ErrorState,
  fill,
  gateReasonOf,
  PackageGateDialog,
  PageLoader,
  Price,
  placeLine,
  relativeTime,
  roleHref,
  useDirection,
  useGateText,
  usePageMeta,
  userIdAtom,
  useSession,
} from '@abode/shared';
import type { Property } from '@abode/shared/wire';
import { Alert, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { Gallery } from '../engagement/detail/Gallery.tsx';
import { PropertyLocation } from '../engagement/detail/Location.tsx';
import { PropertyMedia } from '../engagement/detail/Media.tsx';
import { OwnerCard } from '../engagement/detail/OwnerCard.tsx';
import type { EngagedProperty } from '../engagement/engagement.types.ts';
import { InterestedUsersPanel } from '../engagement/InterestedUsersPanel.tsx';
import { PropertyActions } from '../engagement/PropertyActions.tsx';
import { useT } from '../i18n.ts';
import { propertyQueries } from '../property.queries.ts';

// The calculator (with its gated schedule and chart) is its own chunk: only sale listings show it.
const MortgageCalculator = lazy(async () => ({
  default: (await import('../tools/MortgageCalculator.tsx')).MortgageCalculator,
}));

function formatValue(value: NonNullable<Property['parameters']>[number]['value']) {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

const coordinate = (v: string | number | undefined) => {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * A premium property the viewer may not open (decisions 005 and 025): the shared gate dialog, open on arrival,
 * and the same words on the page. A visitor is asked to sign in and come back; a member is told whether they
 * have no package or one without premium properties, and led to the plans.
 */
function PremiumGate({ error }: { error: ApiError }) {
  const t = useT();
  const text = useGateText();
  const session = useSession();
  const { pathname } = useLocation();
  const [dialogOpen, setDialogOpen] = useState(true);
  const known = gateReasonOf(error);
  const reason = session.isLoggedIn ? (known && known !== 'sign-in' ? known : 'no-package') : 'sign-in';
  const signIn = reason === 'sign-in';
  return (
    <Alert color="yellow" title={text(reason)} data-testid="premium-required" data-reason={reason}>
      <PackageGateDialog outcome={dialogOpen ? reason : null} onClose={() => setDialogOpen(false)} />
      <Text size="sm">{t('engPremiumHint')}</Text>
      <Button
        component={Link}
        to={(signIn ? roleHref('signIn', { returnTo: pathname }) : roleHref('plans')) ?? '/'}
        mt="sm"
      >
        {signIn ? t('login') : t('subscriptionPlan')}
      </Button>
    </Alert>
  );
}

/** The property detail page. */
export function PropertyDetailsPage() {
  const t = useT();
  const { code: language } = useDirection();
  const session = useSession();
  const { slug_id: slugId = '' } = useParams();
  const detail = useQuery({ ...propertyQueries.detail(slugId, useAtomValue(userIdAtom)), meta: { silent: true } });
  const property: EngagedProperty | undefined = detail.data?.data[0];
  const similar = detail.data?.similar_properties ?? [];
  usePageMeta({
    title: property ? property.meta_title || property.title : null,
    description: property ? property.meta_description || property.description.slice(0, 160) : null,
    image: property ? property.meta_image || property.title_image : null,
  });

  if (detail.isPending) return <PageLoader label={t('loading')} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && (detail.error.code === 'PREMIUM_REQUIRED' || detail.error.status === 403)) {
      return <PremiumGate error={detail.error} />;
    }
    return <ErrorState message={detail.error.message} onRetry={() => detail.refetch()} retryLabel={t('retry')} />;
  }
  if (!property) return <EmptyState>{t('noDataFound')}</EmptyState>;

  // Addresses filled from the map already end with the city, state and country: show each place once.
  const place = placeLine(property);
  const parameters = (property.parameters ?? []).filter(
    (p) => p.value !== null && p.value !== '' && p.type_of_parameter !== 'file',
  );
  const images = [
    ...new Set([property.title_image, ...(property.gallery ?? []).map((g) => g.image_url)].filter(Boolean)),
  ];
  const viewerId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const isOwner = viewerId !== null && (property.added_by ?? property.customer_id) === viewerId;
  const amenities = property.amenities ?? [];
  return (
    <Stack gap="lg" data-testid="property-detail">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Gallery title={property.title} images={images} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Group gap="xs">
              {property.category?.category && <Badge>{property.category.category}</Badge>}
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
            <Text c="dimmed" dir="auto" data-testid="detail-address">
              {place}
            </Text>
            <Group gap="lg">
              <Text size="sm" data-testid="view-count">
                {fill(t('engViewCount'), { count: property.total_view ?? 0 })}
              </Text>
              {(property.created_at || property.post_created) && (
                <Text size="sm" c="dimmed" data-testid="posted">
                  {fill(t('engPosted'), {
                    // In the reader's language from the timestamp; the server's English text is the fallback.
                    time:
                      (property.created_at && relativeTime(property.created_at, language)) ||
                      property.post_created ||
                      '',
                  })}
                </Text>
              )}
            </Group>
            <PropertyActions property={property} />
            <OwnerCard property={property} />
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
      <PropertyMedia title={property.title} threeD={property.three_d_image} video={property.video_link} />
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
      {amenities.length > 0 && (
        <section aria-labelledby="amenities-h">
          <Title order={2} size="h3" id="amenities-h">
            {t('engAmenities')}
          </Title>
          <Group component="ul" gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
            {amenities.map((a) => (
              <li key={a.id}>
                <Badge variant="light" size="lg">
                  {a.name}
                </Badge>
              </li>
            ))}
          </Group>
        </section>
      )}
      {(property.assign_facilities ?? []).length > 0 && (
        <section aria-labelledby="near-h">
          <Title order={2} size="h3" id="near-h">
            {t('nearbyPlaces')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} mt="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {(property.assign_facilities ?? []).map((f) => (
              <Card key={f.id} withBorder padding="xs" component="li">
                <Text fw={600} size="sm">
                  {f.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {fill(t('engDistanceKm'), { distance: f.distance })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
      <PropertyLocation
        title={property.title}
        place={place}
        latitude={coordinate(property.latitude)}
        longitude={coordinate(property.longitude)}
      />
      {property.property_type === 'sell' && (
        <section aria-labelledby="mortgage-h">
          <Title order={2} size="h3" id="mortgage-h">
            {t('mortgageTitle')}
          </Title>
          <Suspense fallback={null}>
            <MortgageCalculator defaultPrice={property.price} compact headingLevel={3} />
          </Suspense>
        </section>
      )}
      {isOwner && <InterestedUsersPanel propertyId={property.id} slugId={property.slug_id} />}
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
