// /user/service-requests: the provider's inbox, the requests made on my services (get-service-requests), newest
// first, narrowed by service (`service_id`) and by state (`status`), both in the URL with the page (`page`). Each
// request shows who asked (name, photo), how to reach them (phone and e-mail as links, only when they read as
// one), their message, when and for which service, its state, and Accept / Decline (service-request-status); a
// decision can be changed. While a page loads, placeholder cards of a card's own height hold its place.
import {
  EmptyState,
  ErrorState,
  fill,
  formatDate,
  PageNav,
  RequireSignIn,
  useDirection,
  usePageMeta,
  usePageParam,
  useStatusParam,
} from '@abode/shared';
import type { OwnerServiceRequest } from '@abode/shared/wire';
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Chip,
  Group,
  Select,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { listingHref } from '../components/listing-links.ts';
import { RequestStateBadge } from '../components/RequestStateBadge.tsx';
import { mailHref, telHref } from '../components/safe-links.ts';
import { idParam } from '../components/url-params.ts';
import { useT } from '../i18n.ts';
import { decideServiceRequest, SERVICES_ROOT, serviceQueries } from '../service.queries.ts';

/** Requests per page. */
export const REQUESTS_PAGE_SIZE = 10;

/** A request card's height while its message is folded: the placeholders hold the same place. */
export const REQUEST_CARD_HEIGHT = 232;

/** The height a message shows before "Show more". */
const MESSAGE_HEIGHT = 44;

const FILTERS = ['all', 'pending', 'accepted', 'declined'] as const;
const FILTER_LABELS = {
  all: 'all',
  pending: 'requestPending',
  accepted: 'requestAccepted',
  declined: 'requestDeclined',
} as const;

type Decision = 'accepted' | 'declined';

/** Accept / Decline: the decisions other than the request's state (a decision can be changed). */
function DecisionButtons({ request, userId }: { request: OwnerServiceRequest; userId: number }) {
  const t = useT();
  const client = useQueryClient();
  const inbox = serviceQueries.requestsOf(userId);
  const decide = useMutation({
    mutationKey: [...inbox, 'decide', request.id],
    // The inbox, the provider's lists and the service's detail may all show the request.
    meta: { invalidates: [SERVICES_ROOT] },
    mutationFn: (status: Decision) => decideServiceRequest(request.id, status),
    // The state the server answered, at once; the refetch then confirms the page.
    onSuccess: (answer) =>
      client.setQueriesData<{ data: OwnerServiceRequest[] }>({ queryKey: inbox }, (old) =>
        old ? { ...old, data: old.data.map((r) => (r.id === answer.data.id ? answer.data : r)) } : old,
      ),
  });
  const button = (status: Decision) => (
    <Button
      key={status}
      size="xs"
      variant={status === 'accepted' ? 'filled' : 'default'}
      color={status === 'accepted' ? 'teal.9' : undefined}
      loading={decide.isPending && decide.variables === status}
      disabled={decide.isPending}
      onClick={() => decide.mutate(status)}
      aria-label={fill(t(status === 'accepted' ? 'requestAcceptOf' : 'requestDeclineOf'), {
        name: request.user.name,
      })}
      data-testid={status === 'accepted' ? 'request-accept' : 'request-decline'}
    >
      {t(status === 'accepted' ? 'requestAccept' : 'requestDecline')}
    </Button>
  );
  return <Group gap="xs">{(['accepted', 'declined'] as const).filter((s) => s !== request.status).map(button)}</Group>;
}

/** One request: who asked, how to reach them, what they wrote, when, for which service, its state. */
function RequestCard({ request, userId }: { request: OwnerServiceRequest; userId: number }) {
  const t = useT();
  const { code } = useDirection();
  const date = formatDate(request.created_at, code);
  const tel = telHref(request.user.mobile);
  const mail = mailHref(request.user.email);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      mih={REQUEST_CARD_HEIGHT}
      aria-label={fill(t('requestFrom'), { name: request.user.name })}
      data-testid={`service-request-${request.id}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={request.user.profile || null} alt="" name={request.user.name} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} dir="auto" lineClamp={1} data-testid="requester-name">
                {request.user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {date}
              </Text>
            </div>
          </Group>
          <RequestStateBadge status={request.status} />
        </Group>
        <Text size="sm" lineClamp={1}>
          {t('requestForService')}:{' '}
          <Anchor component={Link} to={listingHref('service', request.service.slug_id)}>
            <bdi>{request.service.title}</bdi>
          </Anchor>
        </Text>
        <Group gap="md" data-testid="requester-contact">
          {tel && (
            <Anchor size="sm" href={tel}>
              <VisuallyHidden>{t('phoneNumber')}: </VisuallyHidden>
              <bdi dir="ltr">{request.user.mobile}</bdi>
            </Anchor>
          )}
          {mail && (
            <Anchor size="sm" href={mail}>
              <VisuallyHidden>{t('email')}: </VisuallyHidden>
              <bdi>{request.user.email}</bdi>
            </Anchor>
          )}
        </Group>
        {request.message ? (
          <Spoiler maxHeight={MESSAGE_HEIGHT} showLabel={t('showMore')} hideLabel={t('showLess')}>
            <Text
              size="sm"
              dir="auto"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="request-message"
            >
              {request.message}
            </Text>
          </Spoiler>
        ) : (
          <Text size="sm" c="dimmed">
            {t('requestNoMessage')}
          </Text>
        )}
        <DecisionButtons request={request} userId={userId} />
      </Stack>
    </Card>
  );
}

/** Placeholder cards of a request card's height, announced once as loading. */
function RequestsSkeleton() {
  const t = useT();
  return (
    <Stack aria-busy="true" data-testid="requests-skeleton">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={i} withBorder padding="sm" h={REQUEST_CARD_HEIGHT}>
          <Group gap="sm">
            <Skeleton h={38} w={38} circle />
            <Skeleton h={14} w="40%" />
          </Group>
          <Skeleton h={12} mt="md" w="60%" />
          <Skeleton h={12} mt="sm" w="50%" />
          <Skeleton h={12} mt="sm" w="90%" />
        </Card>
      ))}
    </Stack>
  );
}

/** The provider's services, to narrow the inbox to one. */
function ServiceFilter({ userId }: { userId: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const mine = useQuery({ ...serviceQueries.mine({ offset: 0, limit: 100 }, userId), meta: { silent: true } });
  const value = idParam(params.get('service_id') ?? undefined) ?? null;
  const data = (mine.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.title }));
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: `#${value}` });
  return (
    <Select
      label={t('requestForService')}
      placeholder={t('requestAllServices')}
      clearable
      searchable
      maw={360}
      value={value}
      data={data}
      onChange={(next) => {
        const search = new URLSearchParams(params);
        if (next) search.set('service_id', next);
        else search.delete('service_id');
        search.delete('page');
        setParams(search);
      }}
      data-testid="request-service-filter"
    />
  );
}

function Inbox({ userId }: { userId: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const [page] = usePageParam();
  const [filter, choose] = useStatusParam(FILTERS);
  const serviceId = idParam(params.get('service_id') ?? undefined);
  const query = useQuery(
    serviceQueries.requests(
      {
        offset: (page - 1) * REQUESTS_PAGE_SIZE,
        limit: REQUESTS_PAGE_SIZE,
        ...(serviceId ? { service_id: Number(serviceId) } : {}),
        ...(filter === 'all' ? {} : { status: filter }),
      },
      userId,
    ),
  );
  const total = query.data?.total ?? 0;
  const narrowed = filter !== 'all' || serviceId !== undefined;
  return (
    <Stack>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <ServiceFilter userId={userId} />
        <Chip.Group multiple={false} value={filter} onChange={choose}>
          <Group gap="xs" role="radiogroup" aria-label={t('filterState')} data-testid="status-filter">
            {FILTERS.map((f) => (
              <Chip key={f} value={f} type="radio" variant="outline">
                {t(FILTER_LABELS[f])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
        {query.data ? fill(t('requestsCount'), { count: total }) : '\u00a0'}
      </Text>
      {query.isPending ? (
        <RequestsSkeleton />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{t(narrowed ? 'requestsNoneFiltered' : 'requestsNoneYet')}</EmptyState>
      ) : (
        <Stack data-testid="service-requests" aria-busy={query.isPlaceholderData}>
          {query.data.data.map((r) => (
            <RequestCard key={r.id} request={r} userId={userId} />
          ))}
        </Stack>
      )}
      <PageNav total={total} pageSize={REQUESTS_PAGE_SIZE} />
    </Stack>
  );
}

/** The provider's requests page. */
export function ServiceRequestsPage() {
  const t = useT();
  usePageMeta({ title: t('serviceRequestsTitle') });
  return (
    <Stack>
      <div>
        <Title order={1}>{t('serviceRequestsTitle')}</Title>
        <Text c="dimmed">{t('serviceRequestsHint')}</Text>
      </div>
      <RequireSignIn>{(userId) => <Inbox userId={userId} />}</RequireSignIn>
    </Stack>
  );
}
