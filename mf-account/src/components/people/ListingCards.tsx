// Plain cards for a person's listings. Remotes never import each other, so these are this section's own
// small cards, linking to the listings' and projects' detail pages through the shared `paths`.
import { Price, paths, type TranslationKey, useT } from '@abode/shared';
import { Badge, Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CardProject, CardProperty } from '../../people.queries.ts';

const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const PROPERTY_TYPE: Record<string, TranslationKey> = {
  sell: 'forSale',
  rent: 'forRent',
  sold: 'sold',
  rented: 'rented',
};
const PROJECT_TYPE: Record<string, TranslationKey> = {
  under_construction: 'underConstruction',
  upcoming: 'upcoming',
};

/** A property of a person. */
export function PropertyMiniCard({ property }: { property: CardProperty }) {
  const t = useT();
  const typeKey = PROPERTY_TYPE[property.property_type];
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component={Link}
      to={paths.propertyDetail(property.slug_id)}
      data-testid="property-card"
    >
      <Card.Section pos="relative">
        <Image src={property.title_image} alt="" h={160} fit="cover" loading="lazy" fallbackSrc={BLANK} />
        {typeKey && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} variant="filled">
            {t(typeKey)}
          </Badge>
        )}
      </Card.Section>
      <Text fw={700} mt="sm">
        <Price amount={property.price} />
      </Text>
      <Text fw={600} lineClamp={1} dir="auto" data-testid="property-title">
        {property.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
        {[property.category?.category, [property.city, property.state].filter(Boolean).join(', ')]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Card>
  );
}

/** A project of a person. */
export function ProjectMiniCard({ project }: { project: CardProject }) {
  const t = useT();
  const typeKey = PROJECT_TYPE[project.type];
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component={Link}
      to={paths.projectDetail(project.slug_id)}
      data-testid="project-card"
    >
      <Card.Section pos="relative">
        <Image src={project.image} alt="" h={160} fit="cover" loading="lazy" fallbackSrc={BLANK} />
        {typeKey && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} variant="filled">
            {t(typeKey)}
          </Badge>
        )}
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={1} dir="auto">
        {project.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
        {project.location || [project.city, project.state].filter(Boolean).join(', ')}
      </Text>
    </Card>
  );
}
