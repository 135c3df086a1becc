// A project's own page (/project-details/:slug_id), from get-project-detail: photos, stage, place, price and
// area, the action bar (favourite, interest, share, chat), description and highlights, the video, floor plans,
// brochure and payment plan (each viewable in the page), parameters, amenities, nearby places, the location,
// the builder and similar projects. Title and meta description come from the SEO fields. Without project_access
// the API answers the public part (docs/decisions/025): photo, stage, title, price, place and builder show as for
// anyone, and in place of the rest a panel says why it is held back: a visitor is asked to sign in and come back;
// a member without the feature gets the spec's warning dialog (the shared gate dialog), whose OK leads to the plans.
import { ApiError, EmptyState, ErrorState, PageLoader, usePageMeta, userIdAtom, useSections } from '@abode/shared';
import type { Project, ProjectGate } from '@abode/shared/wire';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { LockedPanel } from '../detail/LockedPanel.tsx';
import { ProjectAbout } from '../detail/ProjectAbout.tsx';
import { ProjectFacts } from '../detail/ProjectFacts.tsx';
import { ProjectFiles } from '../detail/ProjectFiles.tsx';
import { ProjectSummary } from '../detail/ProjectSummary.tsx';
import { SimilarProjects } from '../detail/SimilarProjects.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { type ProjectDetail, projectQueries } from '../project.queries.ts';

/** The project detail page. */
export function ProjectDetailsPage() {
  const t = useT();
  const { slug_id: slugId = '' } = useParams();
  const userId = useAtomValue(userIdAtom);
  // A failure is shown on the page, not by a toast too.
  const detail = useQuery({ ...projectQueries.detail(slugId, userId), meta: { silent: true } });
  // Links to the account section's pages resolve from the running sections (none while it is down).
  useSections();
  const project = detail.data?.project;
  usePageMeta({
    title: project ? project.meta_title || project.title : null,
    description: project ? project.meta_description || project.description.slice(0, 160) : null,
    image: project?.meta_image || project?.image || null,
  });

  const back = (
    <Anchor component={Link} to={link('projects')} size="sm">
      {t('backToProjects')}
    </Anchor>
  );
  if (detail.isPending) return <PageLoader label={t('loading')} />;
  if (detail.isError && !(detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <Stack>
        {back}
        <ErrorState message={detail.error.message} onRetry={() => detail.refetch()} retryLabel={t('retry')} />
      </Stack>
    );
  }
  if (!project) {
    return (
      <Stack>
        {back}
        <EmptyState>{t('projectNotFound')}</EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="project-detail">
      {back}
      <ProjectBody project={project} similar={detail.data?.similar ?? []} gate={detail.data?.gate ?? null} />
    </Stack>
  );
}

/** The project once loaded: its summary, then what `project_access` opens (or why it is held back), then similar ones. */
function ProjectBody({
  project,
  similar,
  gate,
}: {
  project: ProjectDetail;
  similar: Project[];
  gate: ProjectGate | null;
}) {
  return (
    <>
      <ProjectSummary project={project} />
      {gate ? (
        <LockedPanel gate={gate} />
      ) : (
        <>
          <ProjectAbout project={project} />
          <ProjectFiles project={project} />
          <ProjectFacts project={project} />
        </>
      )}
      <SimilarProjects slugId={project.slug_id} list={similar} />
    </>
  );
}
