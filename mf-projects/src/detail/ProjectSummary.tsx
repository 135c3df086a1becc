// The top of a project's page, shown to anyone (also with the rest held back): the photos, and beside them the
// stage, category, title, price, place, area, the action bar and the builder.
import { fill, Price, placeLine } from '@abode/shared';
import { Badge, Grid, Group, Image, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useProjectTypeLabel } from '../components/ProjectCard.tsx';
import { useT } from '../i18n.ts';
import type { ProjectDetail } from '../project.queries.ts';
import { BuilderCard } from './BuilderCard.tsx';
import { BLANK } from './DetailSection.tsx';
import { ProjectActions } from './ProjectActions.tsx';

/** The cover photo, then the gallery's (each once). */
function ProjectPhotos({ project }: { project: ProjectDetail }) {
  const t = useT();
  const photosId = useId();
  const photos = [...new Set([project.image, ...project.gallary_images.map((g) => g.name)].filter(Boolean))];
  return (
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
  );
}

/** The photos and the project's heading column. */
export function ProjectSummary({ project }: { project: ProjectDetail }) {
  const t = useT();
  const typeLabel = useProjectTypeLabel();
  const stage = typeLabel(project.type ?? '');
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ProjectPhotos project={project} />
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
            {placeLine(project)}
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
  );
}
