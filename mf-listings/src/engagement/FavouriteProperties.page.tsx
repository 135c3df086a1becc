// /user/favorites-properties: my favourites on two tabs, the tab (`tab=projects`) and the page in the URL.
// Properties: this section's cards; un-favouriting one removes it once the list is refetched. Projects
// (get_favourite_property?type=project): the projects section's own card, borrowed as its `ProjectCard` widget
// (remotes never import each other) with its heart; un-favouriting there drops the project from the list at once.
// While the projects section is not running, a plain card with a button to remove the project instead.
import {
  type ApiEnvelope,
  fill,
  formatPlace,
  PagedResults,
  SectionLink,
  SectionWidget,
  usePageParam,
  useSession,
} from '@abode/shared';
import type { Project, Property } from '@abode/shared/wire';
import { Button, Card, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { useT } from '../i18n.ts';
import { engagementQueries, unfavouriteProject } from './engagement.queries.ts';
import { LoginNeeded } from './LoginNeeded.tsx';

const PAGE_SIZE = 12;
/** The height a borrowed project card takes (the projects section's card), held while it loads. */
const PROJECT_CARD_HEIGHT = 300;
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

type Tab = 'properties' | 'projects';

/** The tab in the URL's `tab` parameter (properties unless it says projects) and a setter that starts at page one. */
function useTabParam(): [Tab, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'projects' ? 'projects' : 'properties';
  const choose = (next: string | null) => {
    const search = new URLSearchParams(params);
    if (next === 'projects') search.set('tab', 'projects');
    else search.delete('tab');
    search.delete('page');
    setParams(search);
  };
  return [tab, choose];
}

function FavouriteProperties({ userId }: { userId: number }) {
  const t = useT();
  const [page] = usePageParam();
  const query = useQuery(engagementQueries.favourites(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  return (
    <PagedResults<Property>
      query={query}
      pageSize={PAGE_SIZE}
      noun={t('engPropertiesNoun')}
      testId="favourite-properties"
      renderItem={(p) => <PropertyCard key={p.id} property={p} />}
    />
  );
}

/** A favourite project while the projects section is not running: its photo, title and place, and Remove. */
function StandInProjectCard({ project, onRemoved }: { project: Project; onRemoved: () => void }) {
  const t = useT();
  const remove = useMutation({
    mutationKey: ['properties', 'favourite-project', project.id],
    mutationFn: () => unfavouriteProject(project.id),
    onSuccess: onRemoved,
  });
  return (
    <Card withBorder padding="sm" radius="md" mih={PROJECT_CARD_HEIGHT} data-testid="favourite-project-fallback">
      <Card.Section>
        <Image src={project.image} alt="" h={160} fit="cover" loading="lazy" fallbackSrc={BLANK} />
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={1} dir="auto" data-testid="project-title">
        <SectionLink section="mf_projects" page="projectDetail" params={{ slug_id: project.slug_id }}>
          {project.title}
        </SectionLink>
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
        {formatPlace(project.location, project.city, project.state)}
      </Text>
      <Button
        mt="sm"
        size="xs"
        variant="light"
        color="red"
        aria-label={fill(t('favRemoveProject'), { title: project.title })}
        loading={remove.isPending}
        onClick={() => remove.mutate()}
        data-testid="remove-favourite-project"
      >
        {t('favRemove')}
      </Button>
    </Card>
  );
}

function FavouriteProjects({ userId }: { userId: number }) {
  const t = useT();
  const client = useQueryClient();
  const [page] = usePageParam();
  const query = useQuery(engagementQueries.favouriteProjects(userId, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  const listKey = engagementQueries.favouriteProjectsAll();
  // An unfavourited project leaves the list at once; the refetch then fills the page and the count.
  const dropped = (projectId: number) => {
    client.setQueriesData<ApiEnvelope<Project[]>>({ queryKey: listKey }, (old) =>
      old?.data.some((p) => p.id === projectId)
        ? { ...old, data: old.data.filter((p) => p.id !== projectId), total: Math.max(0, (old.total ?? 1) - 1) }
        : old,
    );
    void client.invalidateQueries({ queryKey: listKey });
  };
  return (
    <PagedResults<Project>
      query={query}
      pageSize={PAGE_SIZE}
      noun={t('favProjectsNoun')}
      testId="favourite-projects"
      emptyHint={t('favProjectsEmpty')}
      renderItem={(p) => (
        <SectionWidget
          key={p.id}
          section="mf_projects"
          widget="ProjectCard"
          props={{
            project: p,
            favouriteToggle: true,
            onFavouriteChange: (id: number, on: boolean) => {
              if (!on) dropped(id);
            },
          }}
          minHeight={PROJECT_CARD_HEIGHT}
          fallback={<StandInProjectCard project={p} onRemoved={() => dropped(p.id)} />}
        />
      )}
    />
  );
}

/** The favourites page. */
export function FavouritePropertiesPage() {
  const t = useT();
  const session = useSession();
  const [tab, chooseTab] = useTabParam();
  const title = tab === 'projects' ? t('favProjectsTitle') : t('engFavouritesTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Abode`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  const userId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {userId === null ? (
        <LoginNeeded />
      ) : (
        <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
          <Tabs.List aria-label={t('favTabs')} data-testid="favourite-tabs">
            <Tabs.Tab value="properties">{t('favTabProperties')}</Tabs.Tab>
            <Tabs.Tab value="projects">{t('favTabProjects')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="properties" pt="md">
            <FavouriteProperties userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="projects" pt="md">
            <FavouriteProjects userId={userId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
