// A JV post's page (/joint-ventures/:slug_id, jv-get) and a construction profile's (/constructions/:slug_id,
// construction-detail): the gallery, every field of spec §3, the description, the documents (`file_upload`,
// viewable in the page), the contact card with safe links, the view count (counted once per visit), the rating
// summary with the ratings and the viewer's own rating form. Title and meta description come from the post.
// Its owner also sees a pending or rejected post, with the admin's reason.
import {
  ApiError,
  DetailSection,
  EmptyState,
  ErrorState,
  FileViewer,
  fill,
  formatDate,
  formatPlace,
  PageLoader,
  useDirection,
  usePageMeta,
  userIdAtom,
} from '@abode/shared';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Fact, FactList, hasFacts } from '../../components/DetailParts.tsx';
import { useFileViewerLabels } from '../../components/file-viewer.ts';
import { RatingStars } from '../../components/RatingStars.tsx';
import { Gallery } from '../../detail/Gallery.tsx';
import { RatingsPanel } from '../../detail/RatingsPanel.tsx';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import { kindLabel } from '../components/VentureCard.tsx';
import { type VentureDetail, ventureQueries } from '../venture.queries.ts';
import { KIND_PAGES, type VentureKind } from '../venture-kind.ts';
import { ContactCard } from './ContactCard.tsx';
import { useCountedView } from './useCountedView.ts';

type Post = VentureDetail;

/** A calendar day (YYYY-MM-DD) as the selected language writes it. */
function useDay(): (day: string | null) => string {
  const { code } = useDirection();
  return (day) => (day ? formatDate(day, code) || day : '');
}

/** The facts of a post, in the order of spec §3. */
function useFacts(post: Post): Fact[] {
  const t = useT();
  const day = useDay();
  const own: Array<[string, string]> =
    post.kind === 'jv'
      ? [
          [t('venturePostType'), post.post_type_name],
          [t('ventureJvType'), post.jv_type_name],
          [t('ventureLandSize'), post.land_size],
          [t('ventureBrokerage'), post.brokerage],
          [t('ventureOwnership'), post.ownership_status],
          [t('ventureExpectedDate'), day(post.expected_date)],
        ]
      : [
          [t('ventureProjectType'), post.type_name],
          [t('ventureWorkScope'), post.work_name],
          [t('ventureNumberOfProjects'), post.number_of_project === null ? '' : String(post.number_of_project)],
          [t('ventureArea'), post.area],
          [t('ventureStartDate'), day(post.start_date)],
        ];
  const common: Array<[string, string]> = [
    [t('company'), post.company_name],
    [t('contactName'), post.contact_name],
    [t('city'), post.city],
    [t('location'), post.location],
    [t('address'), post.address],
  ];
  return [...own, ...common].map(([label, value]) => ({ label, value }));
}

/** The owner's note on a post not (yet) public. */
function ReviewNote({ post }: { post: Post }) {
  const t = useT();
  if (!post.is_owner || (post.request_status === 'approved' && post.status === 1)) return null;
  if (post.request_status === 'rejected') {
    return (
      <Alert color="red" variant="light" data-testid="venture-review-note">
        <Text fw={600}>{t('ventureRejectedNote')}</Text>
        {post.reject_reason?.reason && (
          <Text size="sm" dir="auto">
            {t('rejectReason')}: {post.reject_reason.reason}
          </Text>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" data-testid="venture-review-note">
      {post.request_status === 'pending' ? t('venturePendingNote') : t('ventureHiddenNote')}
    </Alert>
  );
}

function VentureBody({ post }: { post: Post }) {
  const t = useT();
  const views = useCountedView(post);
  const facts = useFacts(post);
  const viewerLabels = useFileViewerLabels();
  const [viewing, setViewing] = useState<{ title: string; url: string } | null>(null);
  const badge = kindLabel(post);
  return (
    <>
      <FileViewer file={viewing} onClose={() => setViewing(null)} labels={viewerLabels} />
      <ReviewNote post={post} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Gallery
            title={post.title}
            photos={[...new Set([post.title_image, ...post.gallery_images.map((g) => g.image_url)].filter(Boolean))]}
            testId="venture-gallery"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Group gap="xs">
              {badge && <Badge>{badge}</Badge>}
              {post.kind === 'jv' && post.jv_type_name && <Badge variant="light">{post.jv_type_name}</Badge>}
              {post.kind === 'construction' && post.work_name && <Badge variant="light">{post.work_name}</Badge>}
            </Group>
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {post.title}
            </Title>
            <Text c="dimmed" dir="auto">
              {formatPlace(post.location, post.city)}
            </Text>
            <Group gap="md">
              <Anchor href="#ratings" c="inherit" underline="never">
                <RatingStars avg={post.rating_avg} count={post.rating_count} />
              </Anchor>
              <Text size="sm" c="dimmed" data-testid="venture-views" data-views={views}>
                {fill(t('ventureViews'), { count: views })}
              </Text>
            </Group>
            {post.is_owner && (
              <Button
                component={Link}
                to={link(KIND_PAGES[post.kind].edit, { slug_id: post.slug_id })}
                variant="default"
                data-testid="venture-edit"
              >
                {t('edit')}
              </Button>
            )}
            <ContactCard post={post} />
          </Stack>
        </Grid.Col>
      </Grid>

      <DetailSection title={t('ventureAbout')}>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
          {post.description}
        </Text>
      </DetailSection>

      {hasFacts(facts) && (
        <DetailSection title={t('details')} testId="venture-facts">
          <FactList facts={facts} />
        </DetailSection>
      )}

      {post.file_upload.length > 0 && (
        <DetailSection title={t('documents')} testId="venture-documents">
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {post.file_upload.map((doc) => (
              <li key={doc.id}>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => setViewing({ title: doc.name, url: doc.url })}
                  data-testid="venture-document"
                >
                  <bdi>{doc.name}</bdi>
                </Anchor>
              </li>
            ))}
          </Stack>
        </DetailSection>
      )}

      <div id="ratings">
        <RatingsPanel kind="venture" item={post} />
      </div>
    </>
  );
}

const BACK = { jv: 'ventureBackJv', construction: 'ventureBackConstruction' } as const;

function VentureDetails({ kind }: { kind: VentureKind }) {
  const t = useT();
  const { slug_id: slug = '' } = useParams();
  const userId = useAtomValue(userIdAtom);
  // A missing post is said in the page, not in a toast too.
  const detail = useQuery({
    ...ventureQueries.detail(kind, slug, userId),
    meta: { silent: true },
  });
  const post = detail.data;
  usePageMeta({
    title: post ? post.title : null,
    description: post ? post.description.replace(/\s+/g, ' ').trim().slice(0, 160) : null,
    image: post?.title_image || null,
  });
  const back = (
    <Anchor component={Link} to={link(KIND_PAGES[kind].list)} size="sm">
      {t(BACK[kind])}
    </Anchor>
  );
  if (detail.isPending) return <PageLoader label={t('loading')} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Stack>
        {back}
        {missing ? (
          <EmptyState>{t('ventureNotFound')}</EmptyState>
        ) : (
          <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} retryLabel={t('retry')} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="venture-detail">
      {back}
      <VentureBody key={detail.data.id} post={detail.data} />
    </Stack>
  );
}

/** /joint-ventures/:slug_id. */
export const JointVentureDetailsPage = () => <VentureDetails kind="jv" />;
/** /constructions/:slug_id. */
export const ConstructionDetailsPage = () => <VentureDetails kind="construction" />;
