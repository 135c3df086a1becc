// All projects: every get-projects filter kept in the URL (shareable, back-button friendly), sorted, paged by
// offset/limit. While the first page loads, skeleton cards of the cards' own height hold the grid's place.
import { PagedResults, usePageMeta, usePageParam, userIdAtom, useUrlFilters } from '@abode/shared';
import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CARD_HEIGHT, ProjectCard } from '../components/ProjectCard.tsx';
import { ProjectFilters } from '../components/ProjectFilters.tsx';
import { filtersToQuery, PROJECT_FILTER_KEYS } from '../components/project-filters.ts';
import { useT } from '../i18n.ts';
import { projectQueries } from '../project.queries.ts';

/** Projects per page. */
export const PAGE_SIZE = 12;

/** A grid of placeholder cards as tall as the real ones (no layout shift when data arrives). */
export function ProjectGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div aria-busy="true" data-testid="project-skeleton">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Card key={i} withBorder padding="sm" radius="md" h={CARD_HEIGHT}>
            <Card.Section>
              <Skeleton h={180} radius={0} />
            </Card.Section>
            <Skeleton h={14} mt="md" w="80%" />
            <Skeleton h={12} mt="sm" w="60%" />
            <Skeleton h={12} mt="sm" w="40%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** The all-projects page. */
export function AllProjectsPage() {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const [page] = usePageParam();
  const filters = useUrlFilters(PROJECT_FILTER_KEYS);
  const query = filtersToQuery(filters.applied, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const list = useQuery(projectQueries.list(query, userId));
  usePageMeta({ title: t('allProjects') });

  return (
    <Stack>
      <Title order={1}>{t('allProjects')}</Title>
      <ProjectFilters filters={filters} />
      {list.isPending ? (
        <>
          {/* The count line's height, kept while nothing is counted yet. */}
          <Text size="sm" c="dimmed" aria-hidden="true">
            &nbsp;
          </Text>
          <ProjectGridSkeleton count={PAGE_SIZE} label={t('loading')} />
        </>
      ) : (
        <PagedResults
          query={list}
          pageSize={PAGE_SIZE}
          noun={t('projects').toLowerCase()}
          testId="project-list"
          renderItem={(p) => <ProjectCard key={p.id} project={p} />}
        />
      )}
    </Stack>
  );
}
