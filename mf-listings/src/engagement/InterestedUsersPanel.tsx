// The owner's view of the users interested in a listing: approve or shortlist each one (toggle buttons that
// show the current state and send the intended one), and a filter for the approved ones. Mounted on the
// owner's property page and on the detail page.
import { EmptyState, ErrorState, fill, paginationLabels } from '@abode/shared';
import { Anchor, Avatar, Button, Card, Group, Loader, Pagination, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '../i18n.ts';
import { decideInterest, engagementQueries } from './engagement.queries.ts';
import type { InterestedUser } from './engagement.types.ts';

const PAGE_SIZE = 10;

function UserRow({ user, propertyId }: { user: InterestedUser; propertyId: number }) {
  const t = useT();
  const client = useQueryClient();
  const decide = useMutation({
    mutationKey: ['properties', 'interest-decision', propertyId, user.id],
    meta: { invalidates: [engagementQueries.interestedUsersAll()] },
    // The intended state is sent (status 1 or 0), never "the other one": a repeated press cannot undo.
    mutationFn: ({ kind, on }: { kind: 'approve' | 'shortlist'; on: boolean }) =>
      decideInterest(kind, propertyId, user.id, on),
    // Show the state the server answered at once; the refetch (meta.invalidates) then confirms the list.
    onSuccess: (answer) => {
      const data: Partial<InterestedUser> | undefined = answer.data;
      if (data?.id !== user.id) return;
      client.setQueriesData<{ data?: InterestedUser[] }>({ queryKey: engagementQueries.interestedUsersAll() }, (old) =>
        old?.data ? { ...old, data: old.data.map((u) => (u.id === user.id ? { ...u, ...data } : u)) } : old,
      );
    },
  });
  const busy = decide.isPending || propertyId <= 0;
  const since = user.created_at ? new Date(user.created_at).toLocaleDateString() : '';
  return (
    <Card withBorder padding="sm" component="li" data-testid="interested-user">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.profile || null} alt="" radius="xl" />
          <div>
            <Text fw={600} dir="auto">
              {user.name}
            </Text>
            <Group gap="xs">
              {user.email && (
                <Anchor size="sm" href={`mailto:${user.email}`}>
                  {user.email}
                </Anchor>
              )}
              {user.mobile && (
                <Anchor size="sm" href={`tel:${user.mobile.replace(/\s+/g, '')}`}>
                  <bdi dir="ltr">{user.mobile}</bdi>
                </Anchor>
              )}
            </Group>
            {since && (
              <Text size="xs" c="dimmed">
                {fill(t('engInterestedSince'), { date: since })}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="xs">
          {/* Each button says the current state ("Shortlisted") and its title what a press will do. */}
          <Button
            size="xs"
            variant={user.is_shortlisted ? 'filled' : 'default'}
            aria-pressed={user.is_shortlisted}
            aria-label={fill(user.is_shortlisted ? t('engShortlistedUser') : t('engShortlistUser'), {
              name: user.name,
            })}
            title={user.is_shortlisted ? t('engRemoveFromShortlist') : undefined}
            loading={decide.isPending && decide.variables?.kind === 'shortlist'}
            disabled={busy}
            onClick={() => decide.mutate({ kind: 'shortlist', on: !user.is_shortlisted })}
            data-testid="shortlist-toggle"
          >
            {user.is_shortlisted ? t('engStatusShortlisted') : t('engShortlist')}
          </Button>
          <Button
            size="xs"
            color="teal.9"
            variant={user.is_approved ? 'filled' : 'default'}
            aria-pressed={user.is_approved}
            aria-label={fill(user.is_approved ? t('engApprovedUser') : t('engApproveUser'), { name: user.name })}
            title={user.is_approved ? t('engRevokeApproval') : undefined}
            loading={decide.isPending && decide.variables?.kind === 'approve'}
            disabled={busy}
            onClick={() => decide.mutate({ kind: 'approve', on: !user.is_approved })}
            data-testid="approve-toggle"
          >
            {user.is_approved ? t('engStatusApproved') : t('engApprove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** Props of {@link InterestedUsersPanel}: the owner's listing, by id (preferred) or slug. */
export interface InterestedUsersPanelProps {
  propertyId: number;
  slugId: string;
}

/** The interested users of the owner's listing, with approve and shortlist toggles. */
export function InterestedUsersPanel({ propertyId, slugId }: InterestedUsersPanelProps) {
  const t = useT();
  const headingId = useId();
  const [approvedOnly, setApprovedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE_SIZE;
  const query = useQuery(engagementQueries.interestedUsers({ propertyId, slugId }, approvedOnly, offset, PAGE_SIZE));
  const users = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} data-testid="interested-users-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {t('engInterestedUsers')}
            {query.data ? ` (${total})` : ''}
          </Title>
          <Switch
            label={t('engApprovedOnly')}
            checked={approvedOnly}
            onChange={(e) => {
              setApprovedOnly(e.currentTarget.checked);
              setPage(1);
            }}
            data-testid="approved-only"
          />
        </Group>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : query.isError ? (
          <ErrorState message={query.error.message} onRetry={() => query.refetch()} retryLabel={t('retry')} />
        ) : users.length === 0 ? (
          <EmptyState>{approvedOnly ? t('engNoApprovedUsers') : t('engNoInterestedUsers')}</EmptyState>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
            {users.map((u) => (
              <UserRow key={u.id} user={u} propertyId={propertyId} />
            ))}
          </Stack>
        )}
        {total > PAGE_SIZE && (
          <Group justify="center">
            <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} {...paginationLabels} />
          </Group>
        )}
      </Stack>
    </section>
  );
}
