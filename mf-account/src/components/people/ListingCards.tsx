// Cards for a person's listings: properties through the listings section's `PropertyCard` widget
// (remotes never import each other), projects as this section's small card, a link to the project's page.
import { formatPlace, Price, SectionWidget, sectionHref, type TranslationKey, useSections } from '@abode/shared';
import { Badge, Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n.ts';
import type { CardProject, CardProperty } from '../../people.queries.ts';

const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const PROJECT_TYPE: Record<string, TranslationKey> = {
  under_construction: 'underConstruction',
  upcoming: 'upcoming',
};

/**
 * A property of a person: the listings section's own card (its `PropertyCard` widget), so this section
 * keeps no copy of it. While the listings section is not running, the title and price alone.
 */
export function PropertyMiniCard({ property }: { property: CardProperty }) {
  return (
    <SectionWidget
      section="mf_listings"
      widget="PropertyCard"
      props={{ property }}
      minHeight={300}
      fallback={
        <Card withBorder padding="sm" radius="md" data-testid="property-card">
          <Text fw={700}>
            <Price amount={property.price} />
          </Text>
          <Text fw={600} lineClamp={1} dir="auto" data-testid="property-title">
            {property.title}
          </Text>
        </Card>
      }
    />
  );
}

/** A project of a person: one link (one tab stop) to its page, or plain text while the projects section is not running. */
export function ProjectMiniCard({ project }: { project: CardProject }) {
  const t = useT();
  useSections();
  const href = sectionHref('mf_projects', 'projectDetail', { slug_id: project.slug_id });
  const typeKey = PROJECT_TYPE[project.type];
  const body = (
    <>
      <Card.Section pos="relative">
        <Image src={project.image} alt="" h={160} fit="cover" loading="lazy" fallbackSrc={BLANK} />
        {typeKey && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} variant="filled">
            {t(typeKey)}
          </Badge>
        )}
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={1} dir="auto" data-testid="project-title">
        {project.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
        {formatPlace(project.location, project.city, project.state)}
      </Text>
    </>
  );
  return href ? (
    <Card withBorder padding="sm" radius="md" component={Link} to={href} data-testid="project-card">
      {body}
    </Card>
  ) : (
    <Card withBorder padding="sm" radius="md" data-testid="project-card">
      {body}
    </Card>
  );
}
