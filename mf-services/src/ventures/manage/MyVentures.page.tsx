// My JV posts (/user/my-joint-ventures, my-joint-venture) and my construction profiles (/user/my-constructions,
// my-construction): the owner's posts in every state, filtered by review state in the URL (`status`) and paged
// (`page`). Each shows its state (approved, pending review, rejected with the admin's reason; shown or hidden),
// its views and rating, and its actions: view, edit, delete with a confirmation (jv-construction-delete). Just
// after a save, a note says whether the post waits for review.
import { fill, RequireSignIn, StatusFilteredList, usePageMeta, usePageParam, useStatusParam } from '@abode/shared';
import { Alert, Anchor, Badge, Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BLANK_IMAGE } from '../../components/card.ts';
import { RatingStars } from '../../components/RatingStars.tsx';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import { kindLabel } from '../components/VentureCard.tsx';
import type { SavedState } from '../posting/VentureForm.tsx';
import { deleteVenture, type MyVenture, VENTURES_ROOT, ventureQueries } from '../venture.queries.ts';
import { KIND_PAGES, type VentureKind } from '../venture-kind.ts';

/** Posts per page. */
export const MY_PAGE_SIZE = 10;

// The state badges: a light tint with dark text, readable on every tint.
const STATE_BADGE = { variant: 'light', c: 'dark.9' } as const;

const FILTERS = ['all', 'approved', 'pending', 'rejected'] as const;
const FILTER_LABELS = {
  all: 'all',
  approved: 'ventureApproved',
  pending: 'venturePending',
  rejected: 'ventureRejected',
} as const;

const WORDS = {
  jv: { title: 'ventureMyJv', add: 'ventureAddJv', none: 'ventureNoJvYet', noun: 'ventureJvNoun' },
  construction: {
    title: 'ventureMyConstructions',
    add: 'ventureAddConstruction',
    none: 'ventureNoConstructionYet',
    noun: 'ventureConstructionNoun',
  },
} as const;

type Mine = MyVenture;

/** The note shown once after a save (the form passes the saved post's review state). */
function SavedNote() {
  const t = useT();
  const state = useLocation().state as SavedState | null;
  if (!state?.saved) return null;
  const pending = state.saved !== 'approved';
  return (
    <Alert color={pending ? 'yellow' : 'green'} variant="light" role="status" data-testid="saved-note">
      <Text fw={600} dir="auto">
        {fill(t(pending ? 'ventureSavedPending' : 'ventureSavedApproved'), { title: state.title })}
      </Text>
    </Alert>
  );
}

function MyList({ kind, userId }: { kind: VentureKind; userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const [filter, choose] = useStatusParam(FILTERS);
  const query = useQuery(
    ventureQueries.mine(
      kind,
      {
        offset: (page - 1) * MY_PAGE_SIZE,
        limit: MY_PAGE_SIZE,
        ...(filter === 'all' ? {} : { request_status: filter }),
      },
      userId,
    ),
  );
  return (
    <StatusFilteredList<Mine, (typeof FILTERS)[number]>
      filters={FILTERS}
      filter={filter}
      onFilter={choose}
      filterLabel={(f) => t(FILTER_LABELS[f])}
      filtersLabel={t('ventureFilterState')}
      query={query}
      pageSize={MY_PAGE_SIZE}
      noun={t(WORDS[kind].noun)}
      countPending={'\u00a0'}
      empty={t(WORDS[kind].none)}
      testId="my-venture-list"
      renderItem={(p) => <MyVentureCard key={p.id} post={p} />}
    />
  );
}

/** One of the owner's posts with its state and actions. */
function MyVentureCard({ post: p }: { post: Mine }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    meta: { invalidates: [VENTURES_ROOT] },
    mutationFn: () => deleteVenture(p.id),
    onSuccess: () => setConfirming(false),
  });
  const pages = KIND_PAGES[p.kind];
  const shown = p.status === 1;
  const badge = kindLabel(p);
  return (
    <Card withBorder component="article" data-testid={`my-venture-${p.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image src={p.title_image || null} alt="" w={140} h={100} fit="cover" radius="sm" fallbackSrc={BLANK_IMAGE} />
        <Stack gap={6} flex={1} miw={0}>
          <Anchor
            component={Link}
            to={link(pages.detail, { slug_id: p.slug_id })}
            fw={600}
            size="lg"
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {p.title}
          </Anchor>
          <Text size="sm" c="dimmed" dir="auto">
            {[badge, p.company_name, p.city].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={4}>
            {p.request_status === 'approved' && (
              <Badge {...STATE_BADGE} color="green" data-testid="badge-approved">
                {t('ventureApproved')}
              </Badge>
            )}
            {p.request_status === 'pending' && (
              <Badge {...STATE_BADGE} color="yellow" data-testid="badge-pending">
                {t('venturePending')}
              </Badge>
            )}
            {p.request_status === 'rejected' && (
              <Badge {...STATE_BADGE} color="red" data-testid="badge-rejected">
                {t('ventureRejected')}
              </Badge>
            )}
            <Badge {...STATE_BADGE} color={shown ? 'teal' : 'gray'}>
              {shown ? t('active') : t('ventureHidden')}
            </Badge>
          </Group>
          {p.request_status === 'rejected' && p.reject_reason?.reason && (
            <Text size="sm" c="red.8" dir="auto" data-testid="reject-reason">
              {t('rejectReason')}: {p.reject_reason.reason}
            </Text>
          )}
          <Group gap="md">
            <RatingStars avg={p.rating_avg} count={p.rating_count} />
            <Text size="sm" c="dimmed">
              {fill(t('ventureViews'), { count: p.total_click })}
            </Text>
          </Group>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={link(pages.edit, { slug_id: p.slug_id })}
              aria-label={fill(t('ventureEditOf'), { title: p.title })}
              data-testid="edit"
            >
              {t('edit')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="subtle"
              onClick={() => setConfirming(true)}
              aria-label={fill(t('ventureDeleteOf'), { title: p.title })}
              data-testid="delete"
            >
              {t('ventureDelete')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('ventureDeleteTitle')} centered>
        <Text>{t('ventureDeleteConfirm')}</Text>
        <Text fw={600} dir="auto" mt="xs">
          {p.title}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="confirm-delete">
            {t('ventureDelete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

function MyVentures({ kind }: { kind: VentureKind }) {
  const t = useT();
  const words = WORDS[kind];
  usePageMeta({ title: t(words.title) });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t(words.title)}</Title>
        <Button component={Link} to={link(KIND_PAGES[kind].add)}>
          {t(words.add)}
        </Button>
      </Group>
      <SavedNote />
      <RequireSignIn>{(userId) => <MyList kind={kind} userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

/** /user/my-joint-ventures. */
export const MyJointVenturesPage = () => <MyVentures kind="jv" />;
/** /user/my-constructions. */
export const MyConstructionsPage = () => <MyVentures kind="construction" />;
