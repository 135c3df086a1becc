// The owner's view of a listing (/my-property/:slug_id): the listing with its state and reject reason, the
// owner's actions, view and favourite counts, and the users interested in it.
import { ErrorState, PageLoader, Price, placeLine, RequireSignIn } from '@abode/shared';
import type { AddedProperty } from '@abode/shared/wire';
import { Anchor, Card, Grid, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { InterestedUsersPanel } from '../engagement/InterestedUsersPanel.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { usePageTitle } from '../posting/AddProperty.page.tsx';
import { postingQueries } from '../posting/posting.api.ts';
import { PropertyActions } from './PropertyActions.tsx';
import { RejectReason, StatusBadges } from './StatusBadges.tsx';

/** The owner's view of one listing. */
export function MyPropertyPage() {
  const { slug_id: slugId = '' } = useParams();
  return <RequireSignIn>{(userId) => <OwnerView slugId={slugId} userId={userId} />}</RequireSignIn>;
}

function OwnerView({ slugId, userId }: { slugId: string; userId: number }) {
  const t = useT();
  const query = useQuery({ ...postingQueries.mineOne(slugId, userId), meta: { silent: true } });
  usePageTitle(query.data?.title ?? t('manageMyProperty'));
  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) {
    return (
      <Stack>
        <Title order={1}>{t('manageMyProperty')}</Title>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
        <Anchor component={Link} to={link('myProperties')}>
          {t('manageBackToList')}
        </Anchor>
      </Stack>
    );
  }
  return <OwnerListing property={query.data} />;
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function OwnerListing({ property: p }: { property: AddedProperty }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack data-testid="owner-view" data-property-id={p.id}>
      <Anchor component={Link} to={link('myProperties')} size="sm">
        {t('manageBackToList')}
      </Anchor>
      <Title order={1}>{p.title}</Title>
      <StatusBadges property={p} />
      <RejectReason property={p} />
      <PropertyActions property={p} onDeleted={() => navigate(link('myProperties'))} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            {p.title_image && <Image src={p.title_image} alt={p.title} radius="md" mah={360} fit="cover" />}
            {p.gallery.length > 0 && (
              <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="owner-gallery">
                {p.gallery.map((g, i) => (
                  <Image key={g.id} src={g.image_url} alt={`${t('postGalleryImage')} ${i + 1}`} h={70} radius="sm" />
                ))}
              </SimpleGrid>
            )}
            <Text style={{ whiteSpace: 'pre-line' }}>{p.description}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Text fw={700} size="xl">
              <Price amount={p.price} />
              {p.property_type === 'rent' && p.rentduration ? ` / ${p.rentduration}` : ''}
            </Text>
            <Text size="sm">{placeLine(p)}</Text>
            {p.category?.category && (
              <Text size="sm" c="dimmed">
                {t('category')}: {p.category.category}
              </Text>
            )}
            <SimpleGrid cols={2}>
              <Stat label={t('views')} value={p.total_view ?? 0} testId="owner-views" />
              <Stat label={t('manageFavourites')} value={p.total_favourite_users ?? 0} testId="owner-favourites" />
            </SimpleGrid>
            {p.request_status === 'approved' && p.status === 1 && (
              <Anchor component={Link} to={link('propertyDetail', { slug_id: p.slug_id })} size="sm">
                {t('manageSeePublicPage')}
              </Anchor>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Card withBorder>
        <InterestedUsersPanel propertyId={p.id} slugId={p.slug_id} />
      </Card>
    </Stack>
  );
}
