// My services (/user/my-services) and my repair works (/user/my-repair-works): the owner's listings in every
// state (my-service, my-repairworks), filtered by review state in the URL (`status`) and paged (`page`). Each
// shows its state (spec §4: approved, pending, rejected with the admin's reason; active or inactive) and its
// actions: view, edit, delete with a confirmation; on a repair work, who is interested (a dialog, open while the
// URL's `interested` names it) to approve, shortlist and chat with. A new listing's owner arrives here with a
// note that it waits for review.
import {
  fill,
  Price,
  RequireSignIn,
  StatusFilteredList,
  usePageMeta,
  usePageParam,
  useStatusParam,
} from '@abode/shared';
import { Alert, Anchor, Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { editHref, listingHref } from '../components/listing-links.ts';
import { RatingStars } from '../components/RatingStars.tsx';
import { ReviewBadges } from '../components/ReviewBadges.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import type { ListingDetail, ListingKind } from '../listing.ts';
import type { PostedState } from '../posting/ListingForm.tsx';
import { deleteRepairWork, REPAIR_ROOT, repairQueries } from '../repair.queries.ts';
import { deleteService, SERVICES_ROOT, serviceQueries } from '../service.queries.ts';
import { RepairInterestedUsers } from './RepairInterestedUsers.tsx';

/** Listings per page. */
export const MY_PAGE_SIZE = 10;

const FILTERS = ['all', 'approved', 'pending', 'rejected'] as const;
const FILTER_LABELS = {
  all: 'all',
  approved: 'stateApproved',
  pending: 'statePending',
  rejected: 'stateRejected',
} as const;

function MyList({ kind, userId }: { kind: ListingKind; userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const [filter, choose] = useStatusParam(FILTERS);
  const params = {
    offset: (page - 1) * MY_PAGE_SIZE,
    limit: MY_PAGE_SIZE,
    ...(filter === 'all' ? {} : { request_status: filter }),
  };
  const services = useQuery({ ...serviceQueries.mine(params, userId), enabled: kind === 'service' });
  const repairs = useQuery({ ...repairQueries.mine(params, userId), enabled: kind === 'repair' });
  const query = kind === 'service' ? services : repairs;
  return (
    <StatusFilteredList
      filters={FILTERS}
      filter={filter}
      onFilter={choose}
      filterLabel={(f) => t(FILTER_LABELS[f])}
      filtersLabel={t('filterState')}
      query={query}
      pageSize={MY_PAGE_SIZE}
      noun={t(kind === 'service' ? 'services' : 'repairWorks').toLowerCase()}
      countPending={'\u00a0'}
      empty={t(kind === 'service' ? 'serviceNoneYet' : 'repairNoneYet')}
      testId="my-listing-list"
      renderItem={(l) => <MyListingCard key={l.id} listing={l} />}
    />
  );
}

function MyListingCard({ listing: l }: { listing: ListingDetail }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [params, setParams] = useSearchParams();
  const showingInterested = l.kind === 'repair' && params.get('interested') === String(l.id);
  const showInterested = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('interested', String(l.id));
    else next.delete('interested');
    // Opening is a step Back undoes; closing does not add one.
    setParams(next, { replace: !open });
  };
  const root = l.kind === 'service' ? SERVICES_ROOT : REPAIR_ROOT;
  const remove = useMutation({
    meta: { invalidates: [root] },
    mutationFn: () => (l.kind === 'service' ? deleteService(l.id) : deleteRepairWork(l.id)),
    onSuccess: () => setConfirming(false),
  });
  return (
    <Card withBorder component="article" data-testid={`my-listing-${l.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {l.title_image && <Image src={l.title_image} alt="" w={140} h={100} fit="cover" radius="sm" />}
        <Stack gap={6} flex={1} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={listingHref(l.kind, l.slug_id)} fw={600} size="lg" dir="auto">
            {l.title}
          </Anchor>
          <Text size="sm" c="dimmed" dir="auto">
            {[l.typeLabel, l.city].filter(Boolean).join(' · ')}
          </Text>
          {l.price !== null && (
            <Text fw={600}>
              <Price amount={l.price} />
            </Text>
          )}
          <ReviewBadges listing={l} />
          {l.request_status === 'rejected' && l.reject_reason && (
            <Text size="sm" c="red.8" dir="auto" data-testid="reject-reason">
              {t('rejectReason')}: {l.reject_reason}
            </Text>
          )}
          {l.request_status === 'pending' && (
            <Text size="sm" c="dimmed" data-testid="pending-note">
              {t('pendingNote')}
            </Text>
          )}
          <RatingStars avg={l.rating_avg} count={l.rating_count} size="xs" />
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" component={Link} to={editHref(l.kind, l.slug_id)} data-testid="edit">
              {t('edit')}
            </Button>
            {l.kind === 'repair' && (
              <Button
                size="xs"
                variant="default"
                aria-haspopup="dialog"
                aria-label={fill(t('interestedUsersOf'), { title: l.title, count: l.interested_count })}
                onClick={() => showInterested(true)}
                data-testid="interested-users"
              >
                {t('interestedUsers')} ({l.interested_count})
              </Button>
            )}
            <Button size="xs" color="red" variant="subtle" onClick={() => setConfirming(true)} data-testid="delete">
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </Group>
      {l.kind === 'repair' && (
        <Modal
          opened={showingInterested}
          onClose={() => showInterested(false)}
          title={<span dir="auto">{l.title}</span>}
          size="lg"
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          {showingInterested && <RepairInterestedUsers repairId={l.id} />}
        </Modal>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('deleteTitle')} centered>
        <Text>{fill(t('deleteConfirm'), { title: l.title })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="confirm-delete">
            {t('delete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

/** The owner's list page of a kind. */
export function MyListingsPage({ kind }: { kind: ListingKind }) {
  const t = useT();
  const location = useLocation();
  const posted = (location.state as PostedState | null)?.posted === kind;
  const title = t(kind === 'service' ? 'serviceMine' : 'repairMine');
  usePageMeta({ title });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={link(kind === 'service' ? 'addService' : 'addRepairWork')}>
          {t(kind === 'service' ? 'serviceAddTitle' : 'repairAddTitle')}
        </Button>
      </Group>
      {posted && (
        <Alert color="teal" role="status" data-testid="posted-pending">
          {t(kind === 'service' ? 'servicePostedPending' : 'repairPostedPending')}
        </Alert>
      )}
      <RequireSignIn>{(userId) => <MyList kind={kind} userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

export const MyServicesPage = () => <MyListingsPage kind="service" />;
export const MyRepairWorksPage = () => <MyListingsPage kind="repair" />;
