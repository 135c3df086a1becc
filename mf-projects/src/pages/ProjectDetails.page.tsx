// A project's own page (/project-details/:slug_id), from get-project-detail: photos, stage, place, price and
// area, the action bar (favourite, interest, share, chat), description and highlights, the video, floor plans,
// brochure and payment plan (each viewable in the page), parameters, amenities, nearby places, the location,
// the builder and similar projects. Title and meta description come from the SEO fields. Without project_access
// the API answers the public part (docs/decisions/025): photo, stage, title, price, place and builder show as for
// anyone, and in place of the rest a panel says why it is held back: a visitor is asked to sign in and come back;
// a member without the feature gets the spec's warning dialog (the shared gate dialog), whose OK leads to the plans.
import {
  ApiError,
  EmptyState,
  ErrorState,
  FileViewer,
  fill,
  type GateReason,
  PackageGateDialog,
  PageLoader,
  Price,
  placeLine,
  roleHref,
  sectionHref,
  useGateText,
  usePageMeta,
  userIdAtom,
  useSections,
  youtubeEmbedUrl,
} from '@abode/shared';
import type { Project, ProjectGate } from '@abode/shared/wire';
import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ProjectCard, useProjectTypeLabel } from '../components/ProjectCard.tsx';
import { ProjectActions } from '../detail/ProjectActions.tsx';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { type ProjectDetail, projectQueries } from '../project.queries.ts';

const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** A published file's name as a reader would call it: the last part of its address, without the extension. */
export function fileLabel(url: string): string {
  const last = decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '');
  return last.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ') || url;
}

/** The gate reason of the detail answer's `gate`: a visitor signs in first; a member lacks a package or the feature. */
export function gateReason(gate: ProjectGate): GateReason {
  if (gate.code === 'UNAUTHENTICATED') return 'sign-in';
  return gate.code === 'PACKAGE_REQUIRED' ? 'no-package' : 'no-feature';
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

/** A titled section of the page. */
function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

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

/**
 * In place of what `project_access` opens: why it is held back, and the way on. A visitor gets the sign-in link
 * (back to this page); a member the shared gate dialog, open on arrival as the spec's warning, and a button to
 * open it again.
 */
function LockedPanel({ gate }: { gate: ProjectGate }) {
  const t = useT();
  const text = useGateText();
  const location = useLocation();
  const reason = gateReason(gate);
  const [dialogOpen, setDialogOpen] = useState(reason !== 'sign-in');
  const id = useId();
  const signIn = reason === 'sign-in';
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={id}
      data-testid={signIn ? 'project-sign-in' : 'project-access-required'}
      data-reason={reason}
    >
      <PackageGateDialog outcome={dialogOpen ? reason : null} onClose={() => setDialogOpen(false)} />
      <Title order={2} size="h3" id={id}>
        {t('projectLockedTitle')}
      </Title>
      <Text mt="xs">{t('projectLockedHint')}</Text>
      <Text mt="xs" fw={600} data-testid="project-gate-message">
        {text(reason)}
      </Text>
      {signIn ? (
        <Button
          component={Link}
          to={roleHref('signIn', { returnTo: location.pathname }) ?? '/'}
          mt="sm"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('login')}
        </Button>
      ) : (
        <Button mt="sm" style={{ alignSelf: 'flex-start' }} onClick={() => setDialogOpen(true)}>
          {t('projectUnlock')}
        </Button>
      )}
    </Card>
  );
}

function ProjectBody({
  project,
  similar,
  gate,
}: {
  project: ProjectDetail;
  similar: Project[];
  gate: ProjectGate | null;
}) {
  const t = useT();
  const typeLabel = useProjectTypeLabel();
  const photosId = useId();
  const [viewing, setViewing] = useState<{ title: string; url: string } | null>(null);
  const stage = typeLabel(project.type ?? '');
  const place = placeLine(project);
  const photos = [...new Set([project.image, ...project.gallary_images.map((g) => g.name)].filter(Boolean))];
  const embed = project.video_link ? youtubeEmbedUrl(project.video_link) : null;
  // Only a web address becomes a link (never `javascript:` or the like from an old or imported row).
  const videoHref = /^https?:\/\//i.test(project.video_link) ? project.video_link : null;
  const hasMap = project.latitude !== '' && project.longitude !== '';
  const mapHref = hasMap
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${project.latitude},${project.longitude}`)}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

  return (
    <>
      <FileViewer
        file={viewing}
        onClose={() => setViewing(null)}
        labels={{
          close: t('projectCloseViewer'),
          open: t('projectOpenFile'),
          opensNewTab: t('projectOpensNewTab'),
          pdfFallback: t('projectPdfFallback'),
        }}
      />
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
              <Text size="sm" data-testid="project-area">
                {t('projectArea')}: {fill(t('projectAreaValue'), { sqft: project.sqft })}
              </Text>
            )}
            <ProjectActions project={project} />
            <BuilderCard project={project} />
          </Stack>
        </Grid.Col>
      </Grid>

      {gate ? (
        <LockedPanel gate={gate} />
      ) : (
        <>
          <Section title={t('projectAbout')}>
            <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
              {project.description}
            </Text>
          </Section>

          {project.projecthighligts && (
            <Section title={t('projectHighlights')} testId="project-highlights">
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {project.projecthighligts}
              </Text>
            </Section>
          )}

          {(embed || videoHref) && (
            <Section title={t('projectVideoTitle')} testId="project-video">
              {embed ? (
                <AspectRatio ratio={16 / 9} maw={720}>
                  <iframe
                    src={embed}
                    title={fill(t('projectVideoOf'), { title: project.title })}
                    allow="accelerometer; encrypted-media; picture-in-picture"
                    allowFullScreen
                    style={{ border: 0 }}
                  />
                </AspectRatio>
              ) : (
                videoHref && <ExternalLink href={videoHref}>{t('projectVideo')}</ExternalLink>
              )}
            </Section>
          )}

          <Section title={`${t('floorPlans')} (${project.plans.length})`} testId="project-floor-plans">
            {project.plans.length === 0 ? (
              <Text c="dimmed">{t('projectNoPlans')}</Text>
            ) : (
              <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {project.plans.map((plan) => (
                  <li key={plan.id}>
                    <Button
                      variant="light"
                      onClick={() => setViewing({ title: plan.title || fileLabel(plan.document), url: plan.document })}
                      data-testid="project-plan"
                    >
                      {plan.title || fileLabel(plan.document)}
                    </Button>
                  </li>
                ))}
              </Group>
            )}
          </Section>

          {project.broucher_images.length > 0 && (
            <Section title={t('projectBrochure')} testId="project-brochure">
              <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} p={0} m={0} style={{ listStyle: 'none' }}>
                {project.broucher_images.map((b, i) => {
                  const title = fill(t('projectBrochurePage'), { n: i + 1 });
                  return (
                    <li key={b.id}>
                      <Button
                        variant="subtle"
                        h="auto"
                        p={0}
                        onClick={() => setViewing({ title, url: b.name })}
                        aria-label={title}
                      >
                        <Image src={b.name} alt="" h={120} w={160} fit="cover" radius="sm" fallbackSrc={BLANK} />
                      </Button>
                    </li>
                  );
                })}
              </SimpleGrid>
            </Section>
          )}

          {(project.paymentdocument.length > 0 || project.documents.length > 0) && (
            <Section title={t('projectDocuments')} testId="project-documents">
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {project.paymentdocument.map((doc, i) => {
                  const title =
                    project.paymentdocument.length > 1
                      ? `${t('projectPaymentPlan')} ${i + 1}`
                      : t('projectPaymentPlan');
                  return (
                    <li key={doc.id}>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => setViewing({ title, url: doc.name })}
                        data-testid="project-payment-plan"
                      >
                        {title}
                      </Anchor>
                    </li>
                  );
                })}
                {project.documents.map((doc) => (
                  <li key={doc.id}>
                    <ExternalLink href={doc.name}>{fileLabel(doc.name)}</ExternalLink>
                  </li>
                ))}
              </Stack>
            </Section>
          )}

          {project.parameters.length > 0 && (
            <Section title={t('projectParameters')} testId="project-parameters">
              <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 4 }} m={0}>
                {project.parameters.map((p) => (
                  <div key={p.id}>
                    <Text component="dt" size="sm" c="dimmed">
                      {p.name}
                    </Text>
                    <Text component="dd" m={0} fw={600} dir="auto">
                      {Array.isArray(p.value) ? p.value.join(', ') : String(p.value ?? '')}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Section>
          )}

          {project.amenities.length > 0 && (
            <Section title={t('projectAmenities')} testId="project-amenities">
              <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {project.amenities.map((a) => (
                  <Badge component="li" key={a.id} variant="light" size="lg">
                    {a.name}
                  </Badge>
                ))}
              </Group>
            </Section>
          )}

          {project.facilities.length > 0 && (
            <Section title={t('projectNearby')} testId="project-nearby">
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
                {project.facilities.map((f) => (
                  <Text component="li" key={f.facility_id}>
                    {fill(t('projectNearbyDistance'), { name: f.name, km: f.distance })}
                  </Text>
                ))}
              </SimpleGrid>
            </Section>
          )}

          <Section title={t('projectLocation')} testId="project-location">
            <Text dir="auto">{place}</Text>
            {place && <ExternalLink href={mapHref}>{t('projectOnMap')}</ExternalLink>}
          </Section>
        </>
      )}

      <SimilarProjects slugId={project.slug_id} list={similar} />
    </>
  );
}

/** The builder: name, verified badge, contact, and a link to the builder's page. */
function BuilderCard({ project }: { project: ProjectDetail }) {
  const t = useT();
  const id = useId();
  const { customer } = project;
  const builderPage = customer.slug_id ? sectionHref('mf_account', 'builderDetail', { slug: customer.slug_id }) : null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={id} data-testid="project-contact">
      <Title order={2} size="h4" id={id}>
        {t('projectContact')}
      </Title>
      <Group gap="xs" mt={4}>
        <Text fw={600} dir="auto">
          {customer.name}
        </Text>
        {Boolean(customer.is_verified) && (
          <Badge color="brand" variant="filled" size="sm" data-testid="builder-verified">
            {t('projectVerified')}
          </Badge>
        )}
      </Group>
      {customer.email && (
        <Anchor size="sm" href={`mailto:${customer.email}`}>
          {customer.email}
        </Anchor>
      )}
      {customer.mobile && (
        <Anchor size="sm" href={`tel:${customer.mobile.replace(/\s+/g, '')}`} display="block">
          <bdi dir="ltr">{customer.mobile}</bdi>
        </Anchor>
      )}
      {builderPage && (
        <Anchor component={Link} to={builderPage} size="sm" mt="xs" display="block">
          {fill(t('projectBuilderPage'), { name: customer.name })}
        </Anchor>
      )}
    </Card>
  );
}

/** Similar projects (`similar_projects` of the same answer); nothing while none. */
function SimilarProjects({ slugId, list }: { slugId: string; list: Project[] }) {
  const t = useT();
  const others = list.filter((p) => p.slug_id !== slugId);
  if (others.length === 0) return null;
  return (
    <Section title={t('projectSimilar')} testId="project-similar">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {others.slice(0, 4).map((p) => (
          <ProjectCard key={p.id} project={p} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
