// All projects: filters kept in the URL (shareable, back-button friendly), results paged by offset/limit.
import { categoryQueries, PagedResults, usePageParam, userIdAtom, useUrlFilters } from '@abode/shared';
import { Button, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { useT } from '../i18n.ts';
import { type ProjectFilters, projectQueries } from '../project.queries.ts';

/** Projects per page. */
export const PAGE_SIZE = 12;
const FILTER_KEYS = ['search', 'city', 'category_id', 'projectType'] as const;
const _PROJECT_TYPES = ['under_construction', 'upcoming'] as const;

/** The all-projects page. */
export function AllProjectsPage() {
  const t = useT();
  const typeLabelId = useId();
  const userId = useAtomValue(userIdAtom);
  const [page] = usePageParam();
  const { applied, draft, set, apply, clear } = useUrlFilters(FILTER_KEYS);

  const filters: ProjectFilters = {
    ...applied,
    projectType: applied.projectType as ProjectFilters['projectType'],
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const list = useQuery(projectQueries.list(filters, userId));
  // get_categories defaults to 10 rows; the filter needs them all.
  const categories = useQuery(categoryQueries.list({ has_project: true, limit: 100 }));

  useEffect(() => {
    document.title = `${t('allProjects')} | Abode`;
  }, [t]);

  return (
    <Stack>
      <Title order={1}>{t('allProjects')}</Title>
      <form onSubmit={apply}>
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t('search')}
              placeholder={t('searchProjectsPlaceholder')}
              value={draft.search}
              onChange={(e) => set('search')(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('city')} value={draft.city} onChange={(e) => set('city')(e.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('category')}
              clearable
              value={draft.category_id || null}
              onChange={set('category_id')}
              data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text size="sm" fw={500} mb={4} id={typeLabelId}>
              {t('projectType')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={typeLabelId}
              value={draft.projectType}
              onChange={set('projectType')}
              data={[
                { value: '', label: t('all') },
                { value: 'under_construction', label: t('underConstruction') },
                { value: 'upcoming', label: t('upcoming') },
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Group>
              <Button type="submit">{t('applyFilter')}</Button>
              <Button variant="default" onClick={clear}>
                {t('clearFilter')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>
      <PagedResults
        query={list}
        pageSize={PAGE_SIZE}
        noun={t('projects').toLowerCase()}
        testId="project-list"
        renderItem={(p) => <ProjectCard key={p.id} project={p} />}
      />
    </Stack>
  );
}
