// /user/interested-projects: the projects I showed interest in (my-interested?type=project), newest first, each
// with the builder's decision on my interest (approved, shortlisted, or awaiting), paged through the URL.
import { PagedResults, RequireSignIn, usePageMeta, usePageParam } from '@abode/shared';
import type { InterestedProject } from '@abode/shared/wire';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { interestQueries } from './interests.queries.ts';

/** Projects per page. */
export const INTERESTS_PAGE_SIZE = 12;

/** The builder's decision on my interest, as badges under the card. */
export function InterestState({ interest }: { interest: InterestedProject['interest'] }) {
  const t = useT();
  const awaiting = !interest.is_approved && !interest.is_shortlisted;
  return (
    <Group gap={4} mt={6} data-testid="interest-status">
      <Text span size="sm" c="dimmed">
        {t('projectInterestState')}:
      </Text>
      {interest.is_approved && <Badge color="teal.9">{t('projectInterestApproved')}</Badge>}
      {interest.is_shortlisted && <Badge color="blue.9">{t('projectInterestShortlisted')}</Badge>}
      {awaiting && <Badge color="gray.8">{t('projectInterestAwaiting')}</Badge>}
    </Group>
  );
}

function InterestedProjectsList({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const query = useQuery(interestQueries.mine(userId, (page - 1) * INTERESTS_PAGE_SIZE, INTERESTS_PAGE_SIZE));
  return (
    <PagedResults<InterestedProject>
      query={query}
      pageSize={INTERESTS_PAGE_SIZE}
      noun={t('projects').toLowerCase()}
      testId="interested-projects"
      emptyHint={t('projectInterestsEmpty')}
      emptyAction={
        <Button component={Link} to={link('projects')} variant="light">
          {t('projectBrowse')}
        </Button>
      }
      renderItem={(p) => (
        <Box key={p.id} data-testid={`interested-project-${p.id}`}>
          <ProjectCard project={p} />
          <InterestState interest={p.interest} />
        </Box>
      )}
    />
  );
}

/** The interested projects page. */
export function InterestedProjectsPage() {
  const t = useT();
  usePageMeta({ title: t('projectInterestsTitle') });
  return (
    <Stack>
      <Title order={1}>{t('projectInterestsTitle')}</Title>
      <Text c="dimmed">{t('projectInterestsHint')}</Text>
      <RequireSignIn>{(userId) => <InterestedProjectsList userId={userId} />}</RequireSignIn>
    </Stack>
  );
}
