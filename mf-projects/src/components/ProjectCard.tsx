// A project in a list: cover, stage, title, place and category, price and floor-plan count (the count only
// with project access: a gated project's plans are held back, docs/decisions/025). The whole card is one
// link (one tab stop) to the project's detail page. Other sections borrow it (the `ProjectCard` widget, for the
// favourites page) with the favourite heart beside the link, on the photo, as its own button (a button inside
// a link is invalid).
import {
  fill,
  formatPlace,
  HeartButton,
  Price,
  type ProjectCardWidgetProps,
  type TranslationKey,
  useSession,
  useSignInRedirect,
} from '@abode/shared';
import type { Project } from '@abode/shared/wire';
import { Badge, Box, Card, Group, Image, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { PROJECTS_ROOT, setProjectFavourite } from '../project.queries.ts';

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

/**
 * The favourite toggle of a card (aria-pressed, named after the project): a visitor is sent to sign in first; a
 * signed-in user sees the change at once, rolled back if the server refuses; `onChange` hears the change once
 * the server made it.
 */
function FavouriteToggle({ project, onChange }: { project: Project; onChange?: (on: boolean) => void }) {
  const t = useT();
  const session = useSession();
  const signIn = useSignInRedirect();
  const [on, setOn] = useState(project.is_favourite === 1);
  const mutation = useMutation({
    mutationKey: [...PROJECTS_ROOT, 'favourite', project.id],
    meta: { invalidates: [PROJECTS_ROOT] },
    mutationFn: (next: boolean) => setProjectFavourite(project.id, next),
    onMutate: (next) => setOn(next),
    onError: (_error, next) => setOn(!next),
    onSuccess: (_answer, next) => onChange?.(next),
  });
  return (
    <HeartButton
      label={fill(t('projectFavouriteOf'), { title: project.title })}
      on={on}
      disabled={mutation.isPending}
      onClick={() => (session.isLoggedIn ? mutation.mutate(!on) : signIn())}
    />
  );
}

/** One project card, optionally with its favourite toggle (the `ProjectCard` widget's props, decision 033). */
export function ProjectCard({ project, favouriteToggle = false, onFavouriteChange }: ProjectCardWidgetProps) {
  const t = useT();
  const typeLabel = useProjectTypeLabel()(project.type ?? '');
  const place = project.location ? formatPlace(project.location) : formatPlace(project.city, project.state);
  const plans = project.plans?.length ?? 0;
  const category = project.category?.category ?? '';
  const card = (
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
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto" data-testid="project-card-place">
        {[place, category].filter(Boolean).join(' · ')}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="sm" fw={700} c="brand.8" lineClamp={1} data-testid="project-card-price">
          {project.price !== null && <Price amount={project.price} />}
        </Text>
        {!project.gated && (
          <Text size="sm" c="dimmed" data-testid="project-plans" style={{ whiteSpace: 'nowrap' }}>
            {t('floorPlans')}: {plans}
          </Text>
        )}
      </Group>
    </Card>
  );
  if (!favouriteToggle) return card;
  return (
    <Box pos="relative">
      {card}
      <Box pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
        <FavouriteToggle project={project} onChange={(on) => onFavouriteChange?.(project.id, on)} />
      </Box>
    </Box>
  );
}
