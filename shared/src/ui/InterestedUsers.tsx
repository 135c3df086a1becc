// The owner's view of the users interested in one of their listings (a property, a project): each with name,
// contact and since when, and Approve and Shortlist toggles that show the current state and send the intended
// one (a repeated press cannot undo: status 1 or 0, never "the other one"); paged; optionally a filter for the
// approved ones. Each section brings its calls (which endpoints, which ids) and its words.

import { type ApiEnvelope, ApiError, fill, useDirection, useT } from '@abode/shared/core';
import { Anchor, Avatar, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { formatDate } from '../format/date.ts';
import type { InterestedUser } from '../wire/engagement.ts';
import { PageButtons } from './pagination.tsx';
import { EmptyState, ErrorState, PageLoader } from './SectionStates.tsx';

/** A decision the owner takes on an interest. */
export type InterestDecision = 'approve' | 'shortlist';

/** The words of {@link InterestedUsers}, in the section's language; `{name}` and `{date}` are filled in. */
export interface InterestedUsersLabels {
  /** The heading ("Interested users"); the total follows it once known. */
  heading: string;
  /** What an empty list says. */
  empty: string;
  /** The label of the approved-only switch; without it there is no switch. */
  approvedOnly?: string;
  /** What an empty list of approved users says. */
  emptyApproved?: string;
  /** The Approve toggle: its text off and on, its accessible name off and on, and what a press on "on" does. */
  approve: string;
  approved: string;
  approveUser: string;
  approvedUser: string;
  revokeApproval: string;
  /** The Shortlist toggle, likewise. */
  shortlist: string;
  shortlisted: string;
  shortlistUser: string;
  shortlistedUser: string;
  removeFromShortlist: string;
  /** "Interested since {date}". */
  interestedSince: string;
}

/** Which page of the list to fetch. */
export interface InterestedUsersPage {
  /** Only the approved users (asked only when `labels.approvedOnly` is given). */
  approvedOnly: boolean;
  offset: number;
  limit: number;
}

type UsersAnswer = ApiEnvelope<InterestedUser[]>;

/** Props of {@link InterestedUsers}. */
export interface InterestedUsersProps<K extends QueryKey> {
  /** The query of one page of the interested users, keyed under `listRoot`. */
  list: (page: InterestedUsersPage) => UseQueryOptions<UsersAnswer, Error, UsersAnswer, K>;
  /** The key every page of this list sits under: patched with a decision's answer, then refetched. */
  listRoot: QueryKey;
  /** Sends one decision (`on` is the intended state); answers the interested user as it now stands. */
  decide: (
    decision: InterestDecision,
    userId: number,
    on: boolean,
  ) => Promise<{ data?: Partial<InterestedUser> | undefined }>;
  /** False while the listing's id is not known yet: the toggles wait. */
  canDecide?: boolean;
  labels: InterestedUsersLabels;
  /** Users per page (10). */
  pageSize?: number;
  /** The heading's level (2). */
  headingOrder?: 2 | 3;
  /** More for each user beside the toggles (e.g. a link to chat with them). */
  actions?: (user: InterestedUser) => ReactNode;
}

/** A failure worth trying again: the network or the server, not a refusal (which a retry would repeat). */
const retriable = (error: Error) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

function UserRow({
  user,
  listRoot,
  decide,
  canDecide,
  labels,
  actions,
}: {
  user: InterestedUser;
  listRoot: QueryKey;
  decide: InterestedUsersProps<QueryKey>['decide'];
  canDecide: boolean;
  labels: InterestedUsersLabels;
  actions: InterestedUsersProps<QueryKey>['actions'];
}) {
  const client = useQueryClient();
  const { code } = useDirection();
  const mutation = useMutation({
    mutationKey: [...listRoot, 'decision', user.id],
    // The list is refetched after a decision, and after a refusal too: the interest may be gone meanwhile.
    meta: { invalidates: [listRoot] },
    mutationFn: ({ decision, on }: { decision: InterestDecision; on: boolean }) => decide(decision, user.id, on),
    // Show the state the server answered at once; the refetch then confirms the list.
    onSuccess: (answer) => {
      const data = answer.data;
      if (data?.id !== user.id) return;
      client.setQueriesData<UsersAnswer>({ queryKey: listRoot }, (old) =>
        old?.data ? { ...old, data: old.data.map((u) => (u.id === user.id ? { ...u, ...data } : u)) } : old,
      );
    },
    onError: () => client.invalidateQueries({ queryKey: listRoot }),
  });
  const busy = mutation.isPending || !canDecide;
  const pending = (decision: InterestDecision) => mutation.isPending && mutation.variables?.decision === decision;
  const since = formatDate(user.created_at, code);
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
                  <bdi>{user.email}</bdi>
                </Anchor>
              )}
              {user.mobile && (
                <Anchor size="sm" href={`tel:${user.mobile.replace(/\s+/g, '')}`}>
                  <bdi dir="ltr">{user.mobile}</bdi>
                </Anchor>
              )}
            </Group>
            {since && (
              <Text size="xs" c="dimmed" data-testid="interested-since">
                {fill(labels.interestedSince, { date: since })}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="xs">
          {actions?.(user)}
          {/* Each button says the current state ("Shortlisted") and its title what a press will do. */}
          <DecisionToggle
            on={user.is_shortlisted}
            label={fill(user.is_shortlisted ? labels.shortlistedUser : labels.shortlistUser, { name: user.name })}
            title={user.is_shortlisted ? labels.removeFromShortlist : undefined}
            loading={pending('shortlist')}
            disabled={busy}
            onClick={() => mutation.mutate({ decision: 'shortlist', on: !user.is_shortlisted })}
            testId="shortlist-toggle"
          >
            {user.is_shortlisted ? labels.shortlisted : labels.shortlist}
          </DecisionToggle>
          <DecisionToggle
            on={user.is_approved}
            color="teal.9"
            label={fill(user.is_approved ? labels.approvedUser : labels.approveUser, { name: user.name })}
            title={user.is_approved ? labels.revokeApproval : undefined}
            loading={pending('approve')}
            disabled={busy}
            onClick={() => mutation.mutate({ decision: 'approve', on: !user.is_approved })}
            testId="approve-toggle"
          >
            {user.is_approved ? labels.approved : labels.approve}
          </DecisionToggle>
        </Group>
      </Group>
    </Card>
  );
}

/** The interested users of the owner's listing, with approve and shortlist toggles, paged. */
export function InterestedUsers<K extends QueryKey>({
  list,
  listRoot,
  decide,
  canDecide = true,
  labels,
  pageSize = 10,
  headingOrder = 2,
  actions,
}: InterestedUsersProps<K>) {
  const t = useT();
  const headingId = useId();
  const [approvedOnly, setApprovedOnly] = useState(false);
  const [page, setPage] = useState(1);
  // The panel shows its own failure (with the server's message): no toast besides.
  const query = useQuery({
    ...list({ approvedOnly, offset: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const users = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby={headingId} data-testid="interested-users-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={headingOrder} size="h3" id={headingId}>
            {labels.heading}
            {query.data ? ` (${total})` : ''}
          </Title>
          {labels.approvedOnly && (
            <Switch
              label={labels.approvedOnly}
              checked={approvedOnly}
              onChange={(e) => {
                setApprovedOnly(e.currentTarget.checked);
                setPage(1);
              }}
              data-testid="approved-only"
            />
          )}
        </Group>
        {query.isPending ? (
          <PageLoader label={t('loading')} />
        ) : query.isError ? (
          <ErrorState
            message={query.error.message}
            onRetry={retriable(query.error) ? () => void query.refetch() : undefined}
            retryLabel={t('retry')}
          />
        ) : users.length === 0 ? (
          <EmptyState>{approvedOnly ? (labels.emptyApproved ?? labels.empty) : labels.empty}</EmptyState>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={headingId}
            aria-busy={query.isPlaceholderData}
          >
            {users.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                listRoot={listRoot}
                decide={decide}
                canDecide={canDecide}
                labels={labels}
                actions={actions}
              />
            ))}
          </Stack>
        )}
        {total > pageSize && (
          <Group justify="center">
            <PageButtons total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </section>
  );
}

/** One decision on an interested user (shortlist, approve): a pressed button while it is on. */
function DecisionToggle({
  on,
  color,
  label,
  title,
  loading,
  disabled,
  onClick,
  testId,
  children,
}: {
  on: boolean;
  color?: string;
  label: string;
  title: string | undefined;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      color={color}
      variant={on ? 'filled' : 'default'}
      aria-pressed={on}
      aria-label={label}
      title={title}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
