// My advertisements (/user/advertisement): the signed-in user's requests to feature a property or a project, from
// get-advertisements, paged by the URL's `page`, ten a page. Each: a fixed-size thumbnail, the title linking to the
// property or project (through its section's manifest; plain text when that section is not running), the kind,
// the state (an approved one whose end date has passed reads as expired) and its dates.
import {
  EmptyState,
  ErrorState,
  PageNav,
  RequireSignIn,
  SectionLink,
  useDirection,
  usePageMeta,
  usePageParam,
} from '@abode/shared';
import type { Advertisement } from '@abode/shared/wire';
import { Badge, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../i18n.ts';
import { PAGE_SIZE, paymentQueries } from '../payment.queries.ts';
import { formatDate } from './format.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ADVERTISEMENT_STATE, advertisementState } from './status.ts';

// The thumbnail's fixed box, so a picture arriving late moves nothing.
const THUMB_WIDTH = 120;
const THUMB_HEIGHT = 90;
// A card's height: the thumbnail and the card's padding.
const CARD_HEIGHT = THUMB_HEIGHT + 2 * 16;

/** The my-advertisements page. */
export function MyAdvertisementsPage() {
  const t = useT();
  usePageMeta({ title: t('myAdvertisements') });
  return (
    <Stack>
      <Title order={1}>{t('myAdvertisements')}</Title>
      <RequireSignIn>{(userId) => <Advertisements userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function Advertisements({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const query = useQuery(paymentQueries.advertisements(userId, page));
  const total = query.data?.total ?? 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {query.data ? `${total} ${t('advertisementsNoun')}` : '\u00a0'}
      </Text>
      {query.isPending ? (
        <ListSkeleton count={4} height={CARD_HEIGHT} label={t('loading')} />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{t('noAdvertisements')}</EmptyState>
      ) : (
        <Stack gap="sm" data-testid="advertisements" aria-busy={query.isPlaceholderData}>
          {query.data.data.map((ad) => (
            <AdvertisementCard key={ad.id} ad={ad} />
          ))}
        </Stack>
      )}
      <PageNav total={total} pageSize={PAGE_SIZE} />
    </Stack>
  );
}

/** The title of what is featured, linked to its page in its own section. */
function FeaturedTitle({ ad }: { ad: Advertisement }) {
  const title = <bdi>{ad.title}</bdi>;
  if (!ad.slug_id) return title;
  return ad.for === 'property' ? (
    <SectionLink section="mf_listings" page="propertyDetail" params={{ slug_id: ad.slug_id }}>
      {title}
    </SectionLink>
  ) : (
    <SectionLink section="mf_projects" page="projectDetail" params={{ slug_id: ad.slug_id }}>
      {title}
    </SectionLink>
  );
}

/** One featuring request. */
function AdvertisementCard({ ad }: { ad: Advertisement }) {
  const t = useT();
  const { code } = useDirection();
  const headingId = useId();
  const state = advertisementState(ad);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid={`advertisement-${ad.id}`}
      mih={CARD_HEIGHT}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box
          w={THUMB_WIDTH}
          h={THUMB_HEIGHT}
          style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
          bg="gray.1"
          data-testid="thumbnail"
        >
          {ad.image && (
            <Image src={ad.image} alt="" w={THUMB_WIDTH} h={THUMB_HEIGHT} fit="cover" radius="sm" loading="lazy" />
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <FeaturedTitle ad={ad} />
          </Title>
          <Group gap={6}>
            <Badge variant="outline" color="gray" c="dark.9" data-testid="ad-kind">
              {ad.for === 'property' ? t('adProperty') : t('adProject')}
            </Badge>
            <StatusBadge look={ADVERTISEMENT_STATE[state]} testId="ad-status" />
          </Group>
          <Text size="sm" c="dimmed" data-testid="ad-dates">
            {t('startDate')}:{' '}
            {ad.start_date ? <time dateTime={ad.start_date}>{formatDate(ad.start_date, code)}</time> : '—'}
            {' · '}
            {t('endDate')}: {ad.end_date ? <time dateTime={ad.end_date}>{formatDate(ad.end_date, code)}</time> : '—'}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
