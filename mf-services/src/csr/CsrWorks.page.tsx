// CSR works (/csr-works): what the company does for the communities it builds in, and the `csr-works` form to
// propose an initiative or join one. The web settings carry no CSR text, so the page's words are this section's
// own, in every language it ships (texts/ventures.*.ts).
import { usePageMeta } from '@abode/shared';
import { Card, Grid, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../i18n.ts';
import { ContactMessageForm } from './ContactMessageForm.tsx';

/** The focus areas presented, each a title and a text key. */
const AREAS = [
  { icon: '⌂', title: 'csrAreaHousingTitle', text: 'csrAreaHousingText' },
  { icon: '✎', title: 'csrAreaSkillsTitle', text: 'csrAreaSkillsText' },
  { icon: '❀', title: 'csrAreaGreenTitle', text: 'csrAreaGreenText' },
  { icon: '☺', title: 'csrAreaCommunityTitle', text: 'csrAreaCommunityText' },
] as const;

/** The page. */
export function CsrWorksPage() {
  const t = useT();
  const areasId = useId();
  const formId = useId();
  usePageMeta({ title: t('csrWorks'), description: t('csrIntro') });
  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={820}>
        <Title order={1}>{t('csrWorks')}</Title>
        <Text size="lg">{t('csrIntro')}</Text>
        <Text c="dimmed">{t('csrCommitment')}</Text>
      </Stack>

      <section aria-labelledby={areasId}>
        <Title order={2} size="h3" id={areasId} mb="sm">
          {t('csrAreasTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {AREAS.map((a) => (
            <Card component="li" key={a.title} withBorder padding="md" data-testid="csr-area">
              <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden="true">
                {a.icon}
              </ThemeIcon>
              <Title order={3} size="h4" mt="sm">
                {t(a.title)}
              </Title>
              <Text size="sm" mt={4}>
                {t(a.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2} size="h3" mb="sm">
            {t('csrHowTitle')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('csrHowPropose')}</List.Item>
            <List.Item>{t('csrHowVolunteer')}</List.Item>
            <List.Item>{t('csrHowPartner')}</List.Item>
          </List>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg" component="section" aria-labelledby={formId}>
            <Title order={2} size="h3" id={formId}>
              {t('csrFormTitle')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('csrFormHint')}
            </Text>
            <ContactMessageForm kind="csr" />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
