// The map view of all projects: the list's filters applied to the box in view, asked again as the map moves
// (get-project-map with `bounds`: compact markers), on the markers map the listings section lends. A marker opens a
// small card linking to the project's page, which reads the project's picture, stage and slug when it opens. The
// map's height is held from the start, and the card's boxes while it loads, so nothing jumps as they arrive. A viewer
// without project_access gets each project's area (decision 031), and a line under the map says so.
import { fill, userIdAtom, type WidgetMarker } from '@abode/shared';
import type { MapBounds } from '@abode/shared/wire';
import { Alert, Anchor, Badge, Box, Group, Image, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { boundsQuery, type ProjectFilters, type ProjectMapMarker, projectQueries } from '../project.queries.ts';
import { LentMarkersMap } from './lent-widgets.tsx';
import { useProjectTypeLabel } from './ProjectCard.tsx';

/** The map's height, and what the page reserves for it with its control bar while the widget loads. */
export const MAP_HEIGHT = 480;
const MAP_BLOCK_HEIGHT = MAP_HEIGHT + 70;

/** A project's marker. */
interface ProjectMarker extends WidgetMarker {
  project: ProjectMapMarker;
}

/**
 * The small card a marker opens: title and place at once (the marker's), then picture, stage and a link to the
 * project's page as get-projects answers; a project no longer listed says so, without a link.
 */
export function ProjectMapCard({ project }: { project: ProjectMapMarker }) {
  const t = useT();
  const stageOf = useProjectTypeLabel();
  const card = useQuery(projectQueries.card(project.id, useAtomValue(userIdAtom)));
  const more = card.data;
  const gone = card.isError || more === null;
  const stage = more ? stageOf(more.type) : '';
  return (
    <Stack gap={4} w={220} aria-busy={card.isPending} data-testid="project-map-card">
      {more ? (
        <Image
          src={more.image}
          alt=""
          h={90}
          w={220}
          radius="sm"
          fit="cover"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
      ) : (
        <Skeleton h={90} w={220} radius="sm" animate={!gone} />
      )}
      {/* The badge's height, held while it loads and when there is none. */}
      <Group gap={4} mih={18}>
        {stage && (
          <Badge size="sm" color={more?.type === 'upcoming' ? 'grape' : 'brand'} variant="light">
            {stage}
          </Badge>
        )}
        {card.isPending && <Skeleton h={18} w={110} radius="xl" />}
      </Group>
      <Text fw={700} dir="auto" lineClamp={2}>
        {project.title}
      </Text>
      <Text size="sm" c="dimmed" dir="auto" lineClamp={1}>
        {project.place}
      </Text>
      {/* One line of text: the link, its placeholder, or why there is none. */}
      <Box mih="1.55em">
        {more ? (
          <Anchor component={Link} to={link('projectDetail', { slug_id: more.slug_id })}>
            {t('projectMapOpen')}
            <VisuallyHidden>: {project.title}</VisuallyHidden>
          </Anchor>
        ) : gone ? (
          <Text size="xs" c="dimmed" data-testid="project-map-card-gone">
            {t('projectMapCardGone')}
          </Text>
        ) : (
          <Skeleton h="1em" w={100} mt="0.275em" />
        )}
      </Box>
    </Stack>
  );
}

/** The projects of `filters` on the map, or `unavailable` while the listings section (the map's lender) is down. */
export function ProjectsMap({ filters, unavailable }: { filters: ProjectFilters; unavailable: ReactNode }) {
  const t = useT();
  const userId = useAtomValue(userIdAtom);
  const [bounds, setBounds] = useState<string | null>(null);
  const found = useQuery({ ...projectQueries.map(filters, bounds ?? '', userId), enabled: bounds !== null });

  const projects = found.data?.data;
  const markers = useMemo<ProjectMarker[]>(
    () =>
      (projects ?? []).map((project) => ({
        id: project.id,
        lat: project.latitude,
        lng: project.longitude,
        label: fill(t('projectMapMarker'), { title: project.title, place: project.place }),
        project,
      })),
    [projects, t],
  );
  const onBoundsChange = useCallback((b: MapBounds) => setBounds(boundsQuery(b)), []);
  const renderPopup = useCallback((m: ProjectMarker) => <ProjectMapCard project={m.project} />, []);

  const total = found.data?.total ?? 0;
  const shown = markers.length;
  const status = !found.data
    ? ''
    : total === 0
      ? t('projectMapNone')
      : found.data.truncated
        ? fill(t('projectMapTruncated'), { shown, count: total })
        : fill(t('projectMapCount'), { count: total });

  return (
    <Stack gap="xs" data-testid="projects-map">
      {/* One line, always there: the count arrives without moving the map. */}
      <Text size="sm" mih="1.55em" aria-live="polite" data-testid="project-map-count">
        {status}
      </Text>
      {found.isError && (
        <Alert color="red" role="alert">
          {found.error.message}
        </Alert>
      )}
      <LentMarkersMap
        markers={markers}
        label={t('projectMapRegion')}
        clusterLabel={t('projectMapCluster')}
        renderPopup={renderPopup}
        onBoundsChange={onBoundsChange}
        height={MAP_HEIGHT}
        minHeight={MAP_BLOCK_HEIGHT}
        fallback={unavailable}
      />
      {/* Below the map, its line held from the start: whether the markers are areas arrives with them. */}
      <Text size="xs" c="dimmed" mih="3em" data-testid="project-map-approximate">
        {found.data?.approximate === true ? t('projectMapApproximate') : null}
      </Text>
    </Stack>
  );
}
