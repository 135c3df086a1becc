// A service's or a repair work's own page (/services/:slug_id, /repair-works/:slug_id), from service-detail or
// repairworks-detail: photos, type and title, price, rating, the action bar (request, interest, chat; the
// owner's state and edit link), the contact buttons and the poster, every field of the listing, its documents
// (viewed in the page or downloaded) and its ratings with the viewer's own. Title and meta description come
// from the listing.
import {
  ApiError,
  DetailSection,
  EmptyState,
  ErrorState,
  FileViewer,
  fileLabel,
  formatDate,
  formatPlace,
  PageLoader,
  Price,
  useDirection,
  usePageMeta,
  userIdAtom,
} from '@abode/shared';
import { Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Fact, FactList } from '../components/DetailParts.tsx';
import { useFileViewerLabels } from '../components/file-viewer.ts';
import { listHref } from '../components/listing-links.ts';
import { RatingStars } from '../components/RatingStars.tsx';
import { webHref } from '../components/safe-links.ts';
import { ContactButtons } from '../detail/ContactButtons.tsx';
import { Gallery } from '../detail/Gallery.tsx';
import { ListingActions } from '../detail/ListingActions.tsx';
import { OwnerCard } from '../detail/OwnerCard.tsx';
import { RatingsPanel } from '../detail/RatingsPanel.tsx';
import { useT } from '../i18n.ts';
import type { ListingDetail, ListingKind } from '../listing.ts';
import { repairQueries } from '../repair.queries.ts';
import { serviceQueries } from '../service.queries.ts';

/** The description's first sentence-ish 160 characters, for the meta description. */
const metaDescription = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
};

function useDetail(kind: ListingKind, slugId: string) {
  const userId = useAtomValue(userIdAtom);
  // A missing listing is explained by the page, not by a toast too.
  const services = useQuery({
    ...serviceQueries.detail(slugId, userId),
    enabled: kind === 'service',
    meta: { silent: true },
  });
  const repairs = useQuery({
    ...repairQueries.detail(slugId, userId),
    enabled: kind === 'repair',
    meta: { silent: true },
  });
  return kind === 'service' ? services : repairs;
}

/** The detail page of a kind. */
export function ListingDetailsPage({ kind }: { kind: ListingKind }) {
  const t = useT();
  const { slug_id: slugId = '' } = useParams();
  const detail = useDetail(kind, slugId);
  const listing = detail.data;
  usePageMeta({
    title: listing ? listing.title : null,
    description: listing ? metaDescription(listing.description) : null,
    image: listing?.title_image || null,
  });
  const back = (
    <Anchor component={Link} to={listHref(kind)} size="sm">
      {t(kind === 'service' ? 'backToServices' : 'backToRepairWorks')}
    </Anchor>
  );
  if (detail.isPending) return <PageLoader label={t('loading')} />;
  if (detail.isError && !(detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <Stack>
        {back}
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} retryLabel={t('retry')} />
      </Stack>
    );
  }
  if (!listing) {
    return (
      <Stack>
        {back}
        <EmptyState
          action={
            <Button component={Link} to={listHref(kind)} variant="light">
              {t(kind === 'service' ? 'backToServices' : 'backToRepairWorks')}
            </Button>
          }
        >
          {t(kind === 'service' ? 'serviceNotFound' : 'repairNotFound')}
        </EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="listing-detail">
      {back}
      <ListingBody listing={listing} />
    </Stack>
  );
}

function ListingBody({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const viewerLabels = useFileViewerLabels();
  const { code } = useDirection();
  const [viewing, setViewing] = useState<{ title: string; url: string } | null>(null);
  const photos = [...new Set([listing.title_image, ...listing.gallery.map((g) => g.url)].filter(Boolean))];
  const place = formatPlace(listing.address, listing.location, listing.city);
  const web = webHref(listing.website_link);
  // Only a web address becomes a link (never `javascript:` or the like).
  const websiteNode = web ? (
    <Anchor href={web} target="_blank" rel="noopener noreferrer nofollow">
      <bdi>{listing.website_link}</bdi>
    </Anchor>
  ) : (
    listing.website_link
  );
  const facts: Fact[] = [
    { label: t('company'), value: listing.company_name, testId: 'fact-company' },
    { label: t('contactName'), value: listing.contact_name, testId: 'fact-contact-name' },
    { label: t('timing'), value: listing.timing, testId: 'fact-timing' },
    { label: t('since'), value: listing.since, testId: 'fact-since' },
    {
      label: t('serviceDate'),
      value: formatDate(listing.service_date, code),
      testId: 'fact-service-date',
    },
    { label: t('locationOfIssue'), value: listing.location_of_issue, testId: 'fact-location-of-issue' },
    { label: t('address'), value: listing.address, testId: 'fact-address' },
    { label: t('location'), value: listing.location, testId: 'fact-location' },
    { label: t('city'), value: listing.city, testId: 'fact-city' },
    { label: t('website'), value: websiteNode, testId: 'fact-website' },
  ];
  return (
    <>
      <FileViewer file={viewing} onClose={() => setViewing(null)} labels={viewerLabels} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Gallery title={listing.title} photos={photos} testId="listing-gallery" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            {listing.typeLabel && (
              <Group gap="xs">
                <Badge variant="light" data-testid="listing-type">
                  <bdi>{listing.typeLabel}</bdi>
                </Badge>
              </Group>
            )}
            <Title order={1} size="h2" dir="auto">
              {listing.title}
            </Title>
            {listing.company_name && (
              <Text fw={500} dir="auto">
                {listing.company_name}
              </Text>
            )}
            <div data-testid="detail-rating">
              <RatingStars avg={listing.rating_avg} count={listing.rating_count} />
            </div>
            {listing.price !== null && (
              <Text size="xl" fw={800} c="brand.8" data-testid="listing-price">
                <Price amount={listing.price} />
              </Text>
            )}
            {place && (
              <Text c="dimmed" dir="auto" data-testid="listing-place">
                {place}
              </Text>
            )}
            <ListingActions listing={listing} />
            <ContactButtons listing={listing} />
            <OwnerCard listing={listing} />
          </Stack>
        </Grid.Col>
      </Grid>

      <DetailSection title={t(listing.kind === 'service' ? 'serviceAbout' : 'repairAbout')}>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto" data-testid="listing-description">
          {listing.description}
        </Text>
      </DetailSection>

      <DetailSection title={t('details')} testId="listing-facts">
        <FactList facts={facts} />
      </DetailSection>

      {listing.documents.length > 0 && (
        <DetailSection title={t('documents')} testId="listing-documents">
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {listing.documents.map((doc) => {
              const title = fileLabel(doc.name || doc.url);
              return (
                <Group component="li" key={doc.id} gap="sm" data-testid="listing-document">
                  <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Text>
                  <Button size="compact-sm" variant="light" onClick={() => setViewing({ title, url: doc.url })}>
                    {t('viewFile')}
                  </Button>
                  <Anchor href={doc.url} download size="sm">
                    {t('downloadFile')}
                  </Anchor>
                </Group>
              );
            })}
          </Stack>
        </DetailSection>
      )}

      <RatingsPanel kind={listing.kind} item={listing} />
    </>
  );
}

/** /services/:slug_id */
export const ServiceDetailsPage = () => <ListingDetailsPage kind="service" />;
/** /repair-works/:slug_id */
export const RepairWorkDetailsPage = () => <ListingDetailsPage kind="repair" />;
