// /user/repair-work-interests: the repair works I showed interest in (my_repairwork_interested), newest first,
// each with its owner's decision on my interest (approved, shortlisted, or awaiting) and a way to chat with the
// owner about it; paged through the URL.
import { PagedResults, RequireSignIn, roleHref, usePageMeta, usePageParam } from '@abode/shared';
import type { InterestedRepairWork } from '@abode/shared/wire';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InterestState } from '../components/InterestState.tsx';
import { ListingCard } from '../components/ListingCard.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { fromRepairWork } from '../listing.ts';
import { repairQueries } from '../repair.queries.ts';

/** Repair works per page. */
export const INTERESTS_PAGE_SIZE = 12;

function InterestsList({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const query = useQuery(repairQueries.myInterests(userId, (page - 1) * INTERESTS_PAGE_SIZE, INTERESTS_PAGE_SIZE));
  return (
    <PagedResults<InterestedRepairWork>
      query={query}
      pageSize={INTERESTS_PAGE_SIZE}
      noun={t('repairWorks').toLowerCase()}
      testId="repair-interests"
      emptyHint={t('repairInterestsEmpty')}
      emptyAction={
        <Button component={Link} to={link('repairWorks')} variant="light">
          {t('repairBrowse')}
        </Button>
      }
      renderItem={(r) => (
        <Box key={r.id} data-testid={`repair-interest-${r.id}`}>
          <ListingCard listing={fromRepairWork(r)} />
          <InterestState interest={r.interest} />
          {r.user_id !== null && (
            <Button
              size="xs"
              variant="light"
              mt={6}
              component={Link}
              to={roleHref('chat', { user_id: r.user_id, repair_work_id: r.id }) ?? '/'}
              data-testid="chat-owner"
            >
              {t('repairChatOwner')}
            </Button>
          )}
        </Box>
      )}
    />
  );
}

/** The my-repair-work-interests page. */
export function RepairInterestsPage() {
  const t = useT();
  usePageMeta({ title: t('repairInterestsTitle') });
  return (
    <Stack>
      <Title order={1}>{t('repairInterestsTitle')}</Title>
      <Text c="dimmed">{t('repairInterestsHint')}</Text>
      <RequireSignIn>{(userId) => <InterestsList userId={userId} />}</RequireSignIn>
    </Stack>
  );
}
