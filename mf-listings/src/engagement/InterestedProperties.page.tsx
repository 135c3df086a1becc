// /user/interested-properties: the properties I showed interest in, with the owner's decision on each
// (approved, shortlisted or awaiting), filterable by that decision and paged through the URL.
import { PagedResults, usePageParam, useSession } from '@abode/shared';
import { Badge, Box, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { useT } from '../i18n.ts';
import { engagementQueries, type InterestType } from './engagement.queries.ts';
import type { InterestedPropertyItem } from './engagement.types.ts';
import { LoginNeeded } from './LoginNeeded.tsx';

const PAGE_SIZE = 12;
const TYPES: readonly InterestType[] = ['all', 'approved', 'shortlisted', 'pending'];

function InterestStatus({ interest }: { interest: InterestedPropertyItem['interest'] }) {
  const t = useT();
  return (
    <Group gap={4} mt={6} data-testid="interest-status">
      {interest.is_approved && <Badge color="teal.9">{t('engStatusApproved')}</Badge>}
      {interest.is_shortlisted && <Badge color="blue.9">{t('engStatusShortlisted')}</Badge>}
      {!interest.is_approved && !interest.is_shortlisted && <Badge color="gray.8">{t('engStatusPending')}</Badge>}
    </Group>
  );
}

function Interested({ userId }: { userId: number }) {
  const t = useT();
  const labelId = useId();
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const raw = params.get('type') as InterestType | null;
  const type: InterestType = raw && TYPES.includes(raw) ? raw : 'all';
  const query = useQuery(engagementQueries.myInterested(userId, type, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  const labels: Record<InterestType, string> = {
    all: t('engFilterAll'),
    approved: t('engStatusApproved'),
    shortlisted: t('engStatusShortlisted'),
    pending: t('engStatusPending'),
  };
  return (
    <Stack>
      <Group gap="sm">
        <Text id={labelId} size="sm" fw={500}>
          {t('engStatusFilter')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={type}
          onChange={(v) => setParams(v === 'all' ? {} : { type: v })}
          data={TYPES.map((value) => ({ value, label: labels[value] }))}
        />
      </Group>
      <PagedResults<InterestedPropertyItem>
        query={query}
        pageSize={PAGE_SIZE}
        noun={t('engPropertiesNoun')}
        testId="interested-properties"
        renderItem={(p) => (
          <Box key={p.id}>
            <PropertyCard property={p} />
            <InterestStatus interest={p.interest} />
          </Box>
        )}
      />
    </Stack>
  );
}

/** The interested properties page. */
export function InterestedPropertiesPage() {
  const t = useT();
  const session = useSession();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('engInterestedTitle')} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <Stack>
      <Title order={1}>{t('engInterestedTitle')}</Title>
      {session.isLoggedIn && session.user ? <Interested userId={session.user.id} /> : <LoginNeeded />}
    </Stack>
  );
}
