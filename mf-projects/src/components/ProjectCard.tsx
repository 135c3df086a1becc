// A project in a list: image, stage, title, place, category and floor-plan count. The whole card is one
// link (one tab stop) to the project's detail page.
import type { TranslationKey } from '@abode/shared';
import type { Project } from '@abode/shared/wire';
import { Badge, Card, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';

// Upstream wrote 'under_process' before 1.2.1; old rows may still carry it.
const TYPE_KEY: Record<string, TranslationKey> = {
  under_construction: 'underConstruction',
  under_process: 'underConstruction',
  upcoming: 'upcoming',
};

/** The project stage as a label; unknown free-text stages are shown humanised. */
export function useProjectTypeLabel(): (type: string) => string {
  const t = useT();
  return (type) => {
    const key = TYPE_KEY[type];
    if (key) return t(key);
    const words = type.replace(/[_-]+/g, ' ').trim();
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
  };
}

/** A card's fixed height, so skeletons hold the same place and the grid does not jump when data arrives. */
export const CARD_HEIGHT = 300;

/** One project card. */
export function ProjectCard({ project }: { project: Project }) {
  const t = useT();
  const typeLabel = useProjectTypeLabel()(project.type ?? '');
  const place = project.location || [project.city, project.state].filter(Boolean).join(', ');
  const plans = project.plans?.length ?? 0;
  const category = project.category?.category ?? '';
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      h={CARD_HEIGHT}
      component={Link}
      to={link('projectDetail', { slug_id: project.slug_id })}
      data-testid="project-card"
    >
      <Card.Section pos="relative">
        <Image
          src={project.image}
          alt=""
          h={180}
          fit="cover"
          loading="lazy"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        {(typeLabel || project.is_promoted) && (
          <Group gap={4} pos="absolute" top={8} style={{ insetInlineStart: 8 }}>
            {typeLabel && (
              <Badge
                color={project.type === 'upcoming' ? 'grape' : 'brand'}
                variant="filled"
                data-testid="project-type"
              >
                {typeLabel}
              </Badge>
            )}
            {project.is_promoted && (
              <Badge color="dark" variant="filled">
                {t('featured')}
              </Badge>
            )}
          </Group>
        )}
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={1} dir="auto" data-testid="project-title">
        {project.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {place}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="sm" lineClamp={1}>
          {category}
        </Text>
        <Text size="sm" c="dimmed" data-testid="project-plans" style={{ whiteSpace: 'nowrap' }}>
          {t('floorPlans')}: {plans}
        </Text>
      </Group>
    </Card>
  );
}
