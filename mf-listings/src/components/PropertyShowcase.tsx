// The shell's home widget: the newest approved properties, then properties near the visitor (from the
// location the shell stored at start, or one asked for with a button) and, for a signed-in user, the
// recommendations of their personalised feed. The extra sections stay hidden when they have nothing to show.

import {
  abodeStore,
  cacheDataAtom,
  dispatchLocationDetected,
  EmptyState,
  ErrorState,
  PageLoader,
  recordSectionRuntime,
  userIdAtom,
} from '@abode/shared';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import type { CardProperty } from '../property.queries.ts';
import { findingQueries, type NearbyParams, propertyQueries } from '../property.queries.ts';
import { PropertyCard } from './PropertyCard.tsx';

/** How far "nearby" reaches from a point, in km. */
export const NEARBY_RADIUS_KM = 50;

/** The nearby query for a stored location: a point when known, else its city; null when there is neither. */
export function nearbyParamsFor(
  location: { latitude?: number; longitude?: number; city?: string; state?: string } | null,
): NearbyParams | null {
  if (!location) return null;
  const { latitude, longitude } = location;
  if (typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude + longitude)) {
    return { latitude: +latitude.toFixed(5), longitude: +longitude.toFixed(5), radius: NEARBY_RADIUS_KM };
  }
  const city = location.city?.trim();
  if (city) return location.state?.trim() ? { city, state: location.state.trim() } : { city };
  return null;
}

function Grid({ items, testId }: { items: CardProperty[]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid={testId}>
      {items.map((p) => (
        <PropertyCard key={p.id} property={p} />
      ))}
    </SimpleGrid>
  );
}

/** Ask the browser for the position (on a click, so the prompt is expected) and store it like the shell does. */
function askLocation(onDone: (ok: boolean) => void) {
  const geo = globalThis.navigator?.geolocation;
  if (!geo) return onDone(false);
  geo.getCurrentPosition(
    ({ coords }) => {
      const { latitude, longitude } = coords;
      abodeStore.set(cacheDataAtom, (s) => ({
        ...s,
        location: { ...(s.location ?? { city: '' }), latitude, longitude },
      }));
      dispatchLocationDetected({ latitude, longitude });
      onDone(true);
    },
    () => onDone(false),
    { maximumAge: 600_000, timeout: 10_000 },
  );
}

function NearbySection() {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const location = useAtomValue(cacheDataAtom).location;
  const params = nearbyParamsFor(location);
  const [asking, setAsking] = React.useState(false);
  const [refused, setRefused] = React.useState(false);
  const nearby = useQuery({
    ...findingQueries.nearby(params ?? {}, userId),
    enabled: params !== null,
    meta: { silent: true },
  });
  const headingId = React.useId();
  if (params !== null && (nearby.isError || (nearby.isSuccess && nearby.data.data.length === 0))) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="nearby-section">
      <Text component="h2" fw={700} size="xl" id={headingId}>
        {t('findNearbyProperties')}
      </Text>
      {params === null ? (
        <Group>
          <Text c="dimmed">{refused ? t('findLocationRefused') : t('findNearbyHint')}</Text>
          <Button
            variant="light"
            loading={asking}
            onClick={() => {
              setAsking(true);
              askLocation((ok) => {
                setAsking(false);
                setRefused(!ok);
              });
            }}
          >
            {t('findUseMyLocation')}
          </Button>
        </Group>
      ) : nearby.isPending ? (
        <PageLoader label={t('loading')} />
      ) : (
        <Grid items={nearby.data?.data ?? []} testId="nearby-properties" />
      )}
    </Stack>
  );
}

function RecommendedSection({ userId, limit }: { userId: number; limit: number }) {
  const t = useT();
  const list = useQuery({ ...findingQueries.recommendations(userId, 0, limit), meta: { silent: true } });
  const headingId = React.useId();
  if (!list.isSuccess || list.data.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="recommended-section">
      <Group justify="space-between">
        <Text component="h2" fw={700} size="xl" id={headingId}>
          {t('findRecommended')}
        </Text>
        <Anchor component={Link} to={link('personalizeFeed')}>
          {t('findPersonalise')}
        </Anchor>
      </Group>
      <Grid items={list.data.data} testId="recommended-properties" />
    </Stack>
  );
}

/** The latest `limit` properties, then nearby and recommended ones. */
export function PropertyShowcase({ limit = 8 }: { limit?: number }) {
  const t = useT();
  recordSectionRuntime('mf_listings', { react: React, queryClient: useQueryClient(), store: abodeStore });
  const userId = useAtomValue(userIdAtom);
  const list = useQuery(propertyQueries.list({ limit, offset: 0 }, userId));
  let latest: React.ReactNode;
  if (list.isPending) latest = <PageLoader />;
  else if (list.isError)
    latest = <ErrorState message={list.error.message} onRetry={() => list.refetch()} retryLabel={t('retry')} />;
  else if (!list.data.data.length) latest = <EmptyState>{t('noDataFound')}</EmptyState>;
  else latest = <Grid items={list.data.data} testId="property-showcase" />;
  return (
    <Stack gap="xl">
      {latest}
      <NearbySection />
      {userId !== null && <RecommendedSection userId={userId} limit={limit} />}
    </Stack>
  );
}
