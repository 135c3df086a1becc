// A project's files: floor plans, brochure pages and the payment plan, each viewed in the page (the shared file
// viewer), and its documents, opened in a new tab.
import { DetailSection, FileViewer, fileLabel, fill } from '@abode/shared';
import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n.ts';
import type { ProjectDetail } from '../project.queries.ts';
import { BLANK, ExternalLink } from './DetailSection.tsx';

/** The floor plans, brochure and documents sections, and the viewer they open. */
export function ProjectFiles({ project }: { project: ProjectDetail }) {
  const t = useT();
  const [viewing, setViewing] = useState<{ title: string; url: string } | null>(null);
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
      <DetailSection title={`${t('floorPlans')} (${project.plans.length})`} testId="project-floor-plans">
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
      </DetailSection>

      {project.broucher_images.length > 0 && (
        <DetailSection title={t('projectBrochure')} testId="project-brochure">
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
        </DetailSection>
      )}

      {(project.paymentdocument.length > 0 || project.documents.length > 0) && (
        <DetailSection title={t('projectDocuments')} testId="project-documents">
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {project.paymentdocument.map((doc, i) => {
              const title =
                project.paymentdocument.length > 1 ? `${t('projectPaymentPlan')} ${i + 1}` : t('projectPaymentPlan');
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
        </DetailSection>
      )}
    </>
  );
}
