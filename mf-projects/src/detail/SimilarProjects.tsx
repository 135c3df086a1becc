// Similar projects (`similar_projects` of the detail answer), up to four, the shown project left out.
import { DetailSection } from '@abode/shared';
import type { Project } from '@abode/shared/wire';
import { SimpleGrid } from '@mantine/core';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { useT } from '../i18n.ts';

/** The similar projects; nothing while none. */
export function SimilarProjects({ slugId, list }: { slugId: string; list: Project[] }) {
  const t = useT();
  const others = list.filter((p) => p.slug_id !== slugId);
  if (others.length === 0) return null;
  return (
    <DetailSection title={t('projectSimilar')} testId="project-similar">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {others.slice(0, 4).map((p) => (
          <ProjectCard key={p.id} project={p} />
        ))}
      </SimpleGrid>
    </DetailSection>
  );
}
