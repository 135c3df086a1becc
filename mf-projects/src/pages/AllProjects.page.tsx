// All projects: every get-projects filter kept in the URL (shareable, back-button friendly), as a list sorted and
// paged by offset/limit, or on a map (`view=map`) with the same filters, while the listings section that lends
// the map runs. While the first page loads, skeleton cards of the cards' own height hold the grid's place.
import { PagedResults, usePageMeta, usePageParam, userIdAtom, useUrlFilters } from '@abode/shared';
import {
  Alert,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useLentWidget } from '../components/lent-widgets.tsx';
import { CARD_HEIGHT, ProjectCard } from '../components/ProjectCard.tsx';
import { ProjectFilters } from '../components/ProjectFilters.tsx';
import { ProjectsMap } from '../components/ProjectsMap.tsx';
import { filtersToQuery, PROJECT_FILTER_KEYS } from '../components/project-filters.ts';
import { useT } from '../i18n.ts';
import { projectQueries } from '../project.queries.ts';

/** The URL keys of the page: the filters and the view (`view=map`; the list without it). */
const PAGE_KEYS = [...PROJECT_FILTER_KEYS, 'view'] as const;

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
  const [params, setParams] = useSearchParams();
  const url = useUrlFilters(PAGE_KEYS);
  const mapWanted = url.applied.view === 'map';
  const mapAvailable = useLentWidget('MarkersMap');
  const showMap = mapWanted && mapAvailable;
  // Clearing the filters keeps the view.
  const filters = { ...url, clear: () => setParams(mapWanted ? { view: 'map' } : {}) };
  const query = filtersToQuery(url.applied, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const list = useQuery({ ...projectQueries.list(query, userId), enabled: !showMap });
  usePageMeta({ title: t('allProjects') });
  const switchLabel = useId();
  const unavailableNote = useId();

  const setView = (view: string) => {
    const next = new URLSearchParams(params);
    if (view === 'map') next.set('view', 'map');
    else next.delete('view');
    next.delete('page');
    setParams(next);
  };
  const unavailable = (
    <Alert color="gray" variant="light" role="status" data-testid="project-map-unavailable">
      {t('projectMapUnavailableList')}
    </Alert>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('allProjects')}</Title>
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={500} id={switchLabel}>
            {t('projectViewSwitch')}
          </Text>
          <SegmentedControl
            aria-labelledby={switchLabel}
            aria-describedby={mapAvailable ? undefined : unavailableNote}
            value={showMap ? 'map' : 'list'}
            onChange={setView}
            data={[
              { value: 'list', label: t('projectListView') },
              { value: 'map', label: t('projectMapView'), disabled: !mapAvailable },
            ]}
            data-testid="project-view-switch"
          />
          {!mapAvailable && (
            <Text size="xs" c="dimmed" id={unavailableNote}>
              {t('projectMapUnavailable')}
            </Text>
          )}
        </Stack>
      </Group>
      <ProjectFilters filters={filters} />
      {mapWanted && !mapAvailable && unavailable}
      {showMap ? (
        <ProjectsMap filters={query} unavailable={unavailable} />
      ) : list.isPending ? (
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
