// My projects (/user/my-projects): the owner's projects in every state (get-added-projects), filtered by review
// state in the URL (`status`) and paged (`page`). Each shows its state (spec §4: approved, pending, rejected with
// the admin's reason; active or inactive) and its actions: view, edit, activate or deactivate
// (change-project-status), ask for featuring (store_advertisement, package project_feature), see who is interested
// and approve or shortlist them (a dialog, open while the URL's `interested` names the project) and delete with a
// confirmation (delete_project).
import {
  fill,
  formatPlace,
  Price,
  RequireSignIn,
  StatusFilteredList,
  usePackageGate,
  usePageMeta,
  usePageParam,
  useStatusParam,
} from '@abode/shared';
import { Anchor, Badge, Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import {
  changeProjectStatus,
  deleteProject,
  PROJECTS_ROOT,
  type ProjectDetail,
  projectQueries,
  requestProjectFeaturing,
} from '../project.queries.ts';
import { ProjectInterestedUsers } from './ProjectInterestedUsers.tsx';

// The state badges: a light tint with dark text, readable on every tint (white on green or yellow is not).
const STATE_BADGE = { variant: 'light', c: 'dark.9' } as const;

/** Projects per page. */
export const MY_PAGE_SIZE = 10;

const FILTERS = ['all', 'approved', 'pending', 'rejected'] as const;
const FILTER_LABELS = {
  all: 'all',
  approved: 'projectApproved',
  pending: 'projectPending',
  rejected: 'projectRejected',
} as const;

/** The my-projects page. */
export function MyProjectsPage() {
  const t = useT();
  usePageMeta({ title: t('projectMine') });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('projectMine')}</Title>
        <Button component={Link} to={link('addProject')}>
          {t('projectAddTitle')}
        </Button>
      </Group>
      <RequireSignIn>{(userId) => <MyProjectsList userId={userId} />}</RequireSignIn>
    </Stack>
  );
}

function MyProjectsList({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const [filter, choose] = useStatusParam(FILTERS);
  const query = useQuery(
    projectQueries.mine(
      {
        offset: (page - 1) * MY_PAGE_SIZE,
        limit: MY_PAGE_SIZE,
        ...(filter === 'all' ? {} : { request_status: filter }),
      },
      userId,
    ),
  );
  return (
    <StatusFilteredList
      filters={FILTERS}
      filter={filter}
      onFilter={choose}
      filterLabel={(f) => t(FILTER_LABELS[f])}
      filtersLabel={t('projectFilterState')}
      query={query}
      pageSize={MY_PAGE_SIZE}
      noun={t('projects').toLowerCase()}
      countPending={'\u00a0'}
      empty={t('projectNoneYet')}
      testId="my-project-list"
      renderItem={(p) => <MyProjectCard key={p.id} project={p} />}
    />
  );
}

/** The admin's reason of a rejected project, as text. */
export function rejectReasonText(p: ProjectDetail): string {
  const r = p.reject_reason;
  return typeof r === 'string' ? r : (r?.reason ?? '');
}

/** One project of the owner with its state and actions. */
function MyProjectCard({ project: p }: { project: ProjectDetail }) {
  const t = useT();
  const gate = usePackageGate();
  const [confirming, setConfirming] = useState(false);
  const [params, setParams] = useSearchParams();
  const showingInterested = params.get('interested') === String(p.id);
  const showInterested = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('interested', String(p.id));
    else next.delete('interested');
    // Opening is a step Back undoes; closing does not add one.
    setParams(next, { replace: !open });
  };
  const approved = p.request_status === 'approved';
  const active = p.status === 1;
  const reason = rejectReasonText(p);
  const meta = { invalidates: [PROJECTS_ROOT] };
  const status = useMutation({ meta, mutationFn: (next: 0 | 1) => changeProjectStatus(p.id, next) });
  const remove = useMutation({ meta, mutationFn: () => deleteProject(p.id), onSuccess: () => setConfirming(false) });
  const feature = useMutation({ meta, mutationFn: () => requestProjectFeaturing(p.id) });
  const askFeature = async () => {
    if (await gate.check('project_feature')) feature.mutate();
  };
  return (
    <Card withBorder component="article" data-testid={`my-project-${p.id}`}>
      {gate.dialog}
      <Group align="flex-start" wrap="nowrap" gap="md">
        {p.image && <Image src={p.image} alt="" w={140} h={100} fit="cover" radius="sm" />}
        <Stack gap={6} flex={1}>
          <Anchor component={Link} to={link('projectDetail', { slug_id: p.slug_id })} fw={600} size="lg" dir="auto">
            {p.title}
          </Anchor>
          <Text size="sm" c="dimmed" dir="auto">
            {formatPlace(p.city, p.state)}
          </Text>
          {p.price !== null && (
            <Text fw={600}>
              <Price amount={p.price} />
            </Text>
          )}
          <Group gap={4}>
            {p.request_status === 'approved' && (
              <Badge {...STATE_BADGE} color="green">
                {t('projectApproved')}
              </Badge>
            )}
            {p.request_status === 'pending' && (
              <Badge {...STATE_BADGE} color="yellow" data-testid="badge-pending">
                {t('projectPending')}
              </Badge>
            )}
            {p.request_status === 'rejected' && (
              <Badge {...STATE_BADGE} color="red" data-testid="badge-rejected">
                {t('projectRejected')}
              </Badge>
            )}
            <Badge {...STATE_BADGE} color={active ? 'teal' : 'gray'}>
              {active ? t('active') : t('projectInactive')}
            </Badge>
            {p.is_promoted && <Badge color="dark">{t('featured')}</Badge>}
          </Group>
          {p.request_status === 'rejected' && reason && (
            <Text size="sm" c="red.8" data-testid="reject-reason">
              {t('projectRejectReason')}: {reason}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" component={Link} to={link('editProject', { slug_id: p.slug_id })}>
              {t('projectEdit')}
            </Button>
            {approved && (
              <Button
                size="xs"
                variant="default"
                loading={status.isPending}
                onClick={() => status.mutate(active ? 0 : 1)}
                data-testid="toggle-status"
              >
                {active ? t('projectDeactivate') : t('projectActivate')}
              </Button>
            )}
            {approved && active && !p.is_promoted && (
              <Button
                size="xs"
                variant="light"
                loading={feature.isPending || gate.checking}
                onClick={() => void askFeature()}
                data-testid="feature-request"
              >
                {t('projectFeature')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              aria-haspopup="dialog"
              aria-label={fill(t('projectInterestedUsersOf'), { title: p.title })}
              onClick={() => showInterested(true)}
              data-testid="interested-users"
            >
              {t('projectInterestedUsers')}
            </Button>
            <Button size="xs" color="red" variant="subtle" onClick={() => setConfirming(true)} data-testid="delete">
              {t('projectDelete')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <Modal
        opened={showingInterested}
        onClose={() => showInterested(false)}
        title={<span dir="auto">{p.title}</span>}
        size="lg"
        closeButtonProps={{ 'aria-label': t('projectClosePanel') }}
      >
        {showingInterested && <ProjectInterestedUsers projectId={p.id} />}
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('projectDeleteTitle')} centered>
        <Text dir="auto">{t('projectDeleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="confirm-delete">
            {t('projectDelete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
