// A project's own page (/project-details/:slug_id), where its cards lead: photos, stage, place, price and
// area, description, the floor plans and documents (each opens the published file), the video and who to
// contact. Title and meta description come from the project's SEO fields and are put back on leaving.
import { EmptyState, ErrorState, fill, PageLoader, Price, sectionHref, userIdAtom, useSections } from '@abode/shared';
import type { Project } from '@abode/shared/wire';
import { Anchor, Badge, Card, Grid, Group, Image, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useParams } from 'react-router';
import { useProjectTypeLabel } from '../components/ProjectCard.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { projectQueries } from '../project.queries.ts';

const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** Sets the document title and meta description from the project's SEO fields; restores them after. */
function useSeo(p: Project | undefined) {
  const title = p ? p.meta_title || p.title : null;
  const description = p ? p.meta_description || p.description.slice(0, 160) : null;
  useEffect(() => {
    if (title === null || description === null) return;
    const previousTitle = document.title;
    document.title = `${title} | Abode`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    const previousDescription = meta?.content ?? '';
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    return () => {
      document.title = previousTitle;
      if (!meta) return;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}

/** A published file's name as a reader would call it: the last part of its address, without the extension. */
function fileLabel(url: string): string {
  const last = decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '');
  return last.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ') || url;
}

/** An external file or page, opened in a new tab (said to screen readers too). */
function ExternalLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const t = useT();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <VisuallyHidden> {t('projectOpensNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** The project detail page. */
export function ProjectDetailsPage() {
  const t = useT();
  const typeLabel = useProjectTypeLabel();
  const { slug_id: slugId = '' } = useParams();
  const detail = useQuery(projectQueries.detail(slugId, useAtomValue(userIdAtom)));
  // Links to the account section's pages resolve from the running sections (none while it is down).
  useSections();
  const project = detail.data?.data[0];
  useSeo(project);
  const plansId = useId();
  const docsId = useId();
  const photosId = useId();
  const aboutId = useId();
  const contactId = useId();

  const back = (
    <Anchor component={Link} to={link('projects')} size="sm">
      ← {t('backToProjects')}
    </Anchor>
  );
  if (detail.isPending) return <PageLoader label={t('loading')} />;
  if (detail.isError) {
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

  const stage = typeLabel(project.type ?? '');
  const place = [project.location, project.city, project.state, project.country]
    .filter(Boolean)
    .filter((part, i, all) => !all.slice(0, i).some((before) => before.includes(part)))
    .join(', ');
  const photos = [...new Set([project.image, ...project.gallary_images.map((g) => g.name)].filter(Boolean))];
  const { customer } = project;
  const builderPage = customer.slug_id ? sectionHref('mf_account', 'builderDetail', { slug: customer.slug_id }) : null;

  return (
    <Stack gap="lg" data-testid="project-detail">
      {back}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <section aria-labelledby={photosId}>
            <VisuallyHidden>
              <h2 id={photosId}>{t('projectPhotos')}</h2>
            </VisuallyHidden>
            <Image
              src={photos[0] ?? null}
              alt={fill(t('projectPhoto'), { title: project.title, n: 1, count: Math.max(photos.length, 1) })}
              h={360}
              radius="md"
              fit="cover"
              fallbackSrc={BLANK}
            />
            {photos.length > 1 && (
              <SimpleGrid component="ul" cols={{ base: 3, sm: 4 }} mt="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {photos.slice(1).map((src, i) => (
                  <li key={src}>
                    <Image
                      src={src}
                      alt={fill(t('projectPhoto'), { title: project.title, n: i + 2, count: photos.length })}
                      h={90}
                      radius="sm"
                      fit="cover"
                      loading="lazy"
                      fallbackSrc={BLANK}
                    />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Group gap="xs">
              {stage && (
                <Badge color={project.type === 'upcoming' ? 'grape' : 'brand'} data-testid="project-type">
                  {stage}
                </Badge>
              )}
              {project.category?.category && <Badge variant="light">{project.category.category}</Badge>}
              {project.is_promoted && (
                <Badge color="dark" variant="filled">
                  {t('featured')}
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2" dir="auto">
              {project.title}
            </Title>
            {project.price !== null && (
              <Text size="xl" fw={800} c="brand.8" data-testid="project-price">
                <Price amount={project.price} />
              </Text>
            )}
            <Text c="dimmed" dir="auto" data-testid="project-place">
              {place}
            </Text>
            {project.sqft !== null && (
              <Text size="sm">
                {t('projectArea')}: {fill(t('projectAreaValue'), { sqft: project.sqft })}
              </Text>
            )}
            <Card withBorder padding="sm" component="section" aria-labelledby={contactId} data-testid="project-contact">
              <Title order={2} size="h4" id={contactId}>
                {t('projectContact')}
              </Title>
              <Text fw={600} mt={4} dir="auto">
                {customer.name}
              </Text>
              {customer.email && (
                <Anchor size="sm" href={`mailto:${customer.email}`}>
                  {customer.email}
                </Anchor>
              )}
              {customer.mobile && (
                <Anchor size="sm" href={`tel:${customer.mobile.replace(/\s+/g, '')}`}>
                  <bdi dir="ltr">{customer.mobile}</bdi>
                </Anchor>
              )}
              {builderPage && (
                <Anchor component={Link} to={builderPage} size="sm" mt="xs">
                  {fill(t('projectBuilderPage'), { name: customer.name })}
                </Anchor>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>

      <section aria-labelledby={aboutId}>
        <Title order={2} size="h3" id={aboutId}>
          {t('projectAbout')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }} mt="xs" dir="auto">
          {project.description}
        </Text>
        {project.video_link && (
          <Text mt="xs">
            <ExternalLink href={project.video_link}>{t('projectVideo')}</ExternalLink>
          </Text>
        )}
      </section>

      <section aria-labelledby={plansId} data-testid="project-floor-plans">
        <Title order={2} size="h3" id={plansId}>
          {t('floorPlans')} ({project.plans.length})
        </Title>
        {project.plans.length === 0 ? (
          <Text c="dimmed" mt="xs">
            {t('projectNoPlans')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} mt="xs" p={0} style={{ listStyle: 'none' }}>
            {project.plans.map((plan) => (
              <li key={plan.id}>
                <ExternalLink href={plan.document} testId="project-plan">
                  {plan.title || fileLabel(plan.document)}
                </ExternalLink>
              </li>
            ))}
          </Stack>
        )}
      </section>

      {project.documents.length > 0 && (
        <section aria-labelledby={docsId} data-testid="project-documents">
          <Title order={2} size="h3" id={docsId}>
            {t('projectDocuments')}
          </Title>
          <Stack component="ul" gap={4} mt="xs" p={0} style={{ listStyle: 'none' }}>
            {project.documents.map((doc) => (
              <li key={doc.id}>
                <ExternalLink href={doc.name}>{fileLabel(doc.name)}</ExternalLink>
              </li>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
