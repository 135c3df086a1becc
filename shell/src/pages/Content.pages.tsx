// Shell-owned content pages: about, privacy, terms (HTML from settings), contact details, FAQs, articles.

import {
  EmptyState,
  ErrorState,
  PageLoader,
  settingsQueries,
  stripHtml,
  truncate,
  usePageMeta,
  userIdAtom,
} from '@abode/shared';
import { Accordion, Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router';
import { useT } from '../i18n.ts';
import { RouteReady } from '../layout/RouteReady.tsx';
import { link } from '../links.ts';
import { WidgetSlot } from '../remotes/WidgetSlot.tsx';
import { articleQueries, faqQueries } from './content.queries.ts';
import { SafeHtml } from './SafeHtml.tsx';

function useSettings() {
  return useQuery(settingsQueries.web(useAtomValue(userIdAtom)));
}

/** A content page's title (its own meta tags are left alone). */
function useDocumentTitle(title: string | undefined) {
  usePageMeta({ title });
}

function SettingsHtmlPage({
  field,
  titleKey,
}: {
  field: 'about_us' | 'privacy_policy' | 'terms_conditions';
  titleKey: 'aboutUs' | 'privacyPolicy' | 'termsConditions';
}) {
  const t = useT();
  const settings = useSettings();
  useDocumentTitle(t(titleKey));
  return (
    <Stack>
      <Title order={1}>{t(titleKey)}</Title>
      {settings.isPending ? <PageLoader /> : <SafeHtml html={String(settings.data?.data?.[field] ?? '')} />}
      <RouteReady />
    </Stack>
  );
}

/** About us. */
export const AboutPage = () => <SettingsHtmlPage field="about_us" titleKey="aboutUs" />;
/** Privacy policy. */
export const PrivacyPage = () => <SettingsHtmlPage field="privacy_policy" titleKey="privacyPolicy" />;
/** Terms and conditions. */
export const TermsPage = () => <SettingsHtmlPage field="terms_conditions" titleKey="termsConditions" />;

/** Contact details of the company. */
export function ContactPage() {
  const t = useT();
  const settings = useSettings();
  useDocumentTitle(t('contactUs'));
  const s = settings.data?.data ?? {};
  return (
    <Stack>
      <Title order={1}>{t('contactUs')}</Title>
      {settings.isPending ? (
        <PageLoader />
      ) : (
        <Card withBorder>
          <Text fw={600}>{String(s.company_name ?? '')}</Text>
          <Text>{String(s.company_address ?? '')}</Text>
          {s.company_tel1 ? <Anchor href={`tel:${String(s.company_tel1)}`}>{String(s.company_tel1)}</Anchor> : null}
          {s.company_email ? (
            <Anchor href={`mailto:${String(s.company_email)}`}>{String(s.company_email)}</Anchor>
          ) : null}
        </Card>
      )}
      {/* The contact form (contct_us) is whichever section fills the `contact` slot; none: the details above. */}
      <WidgetSlot slot="contact" />
      <RouteReady />
    </Stack>
  );
}

/** Frequently asked questions. */
export function FaqsPage() {
  const t = useT();
  const faqs = useQuery(faqQueries.list());
  useDocumentTitle(t('faqs'));
  return (
    <Stack>
      <Title order={1}>{t('faqs')}</Title>
      {faqs.isPending ? (
        <PageLoader />
      ) : faqs.isError ? (
        <ErrorState message={faqs.error.message} onRetry={() => faqs.refetch()} retryLabel={t('retry')} />
      ) : faqs.data.data.length === 0 ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <Accordion variant="separated">
          {faqs.data.data.map((f) => (
            <Accordion.Item key={f.id} value={String(f.id)}>
              <Accordion.Control>{f.question}</Accordion.Control>
              <Accordion.Panel>{f.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <RouteReady />
    </Stack>
  );
}

/** The articles list. */
export function ArticlesPage() {
  const t = useT();
  const articles = useQuery(articleQueries.list());
  useDocumentTitle(t('articles'));
  return (
    <Stack>
      <Title order={1}>{t('articles')}</Title>
      {articles.isPending ? (
        <PageLoader />
      ) : articles.isError ? (
        <ErrorState message={articles.error.message} onRetry={() => articles.refetch()} retryLabel={t('retry')} />
      ) : articles.data.data.length === 0 ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {articles.data.data.map((a) => (
            <Card key={a.id} withBorder component={Link} to={link('article', { slug: a.slug_id })}>
              <Card.Section>
                <Image src={a.image} alt="" h={160} loading="lazy" />
              </Card.Section>
              <Text fw={600} mt="sm">
                {a.title}
              </Text>
              <Text size="sm" c="dimmed">
                {truncate(stripHtml(a.description), 120)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <RouteReady />
    </Stack>
  );
}

/** One article. */
export function ArticleDetailPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const article = useQuery(articleQueries.detail(slug));
  const a = article.data?.data?.[0];
  usePageMeta({
    title: a ? a.meta_title || a.title : null,
    description: a ? a.meta_description || truncate(stripHtml(a.description), 160) : null,
    image: a ? a.meta_image || a.image : null,
  });
  return (
    <Stack>
      {article.isPending ? (
        <PageLoader />
      ) : !a ? (
        <EmptyState>{t('noDataFound')}</EmptyState>
      ) : (
        <article>
          <Title order={1}>{a.title}</Title>
          <Text c="dimmed" size="sm" mb="md">
            {a.created_at}
          </Text>
          <Image src={a.image} alt="" mah={360} fit="cover" radius="md" mb="md" />
          <SafeHtml html={a.description} />
        </article>
      )}
      <RouteReady />
    </Stack>
  );
}
