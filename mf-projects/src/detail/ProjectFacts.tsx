// A project's facts: its category's parameters, amenities, nearby places with their distances, and where it is
// (with a link to the map: the point when it has one, else the place's name).
import { DetailSection, fill, placeLine } from '@abode/shared';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { ProjectDetail } from '../project.queries.ts';
import { ExternalLink } from './DetailSection.tsx';

/** The map search of a project: its point, else its place. */
function mapHref(project: ProjectDetail, place: string): string {
  const hasPoint = project.latitude !== '' && project.longitude !== '';
  const query = hasPoint ? `${project.latitude},${project.longitude}` : place;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The parameters, amenities, nearby places and location sections. */
export function ProjectFacts({ project }: { project: ProjectDetail }) {
  const t = useT();
  const place = placeLine(project);
  return (
    <>
      {project.parameters.length > 0 && (
        <DetailSection title={t('projectParameters')} testId="project-parameters">
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 4 }} m={0}>
            {project.parameters.map((p) => (
              <div key={p.id}>
                <Text component="dt" size="sm" c="dimmed">
                  {p.name}
                </Text>
                <Text component="dd" m={0} fw={600} dir="auto">
                  {Array.isArray(p.value) ? p.value.join(', ') : String(p.value ?? '')}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </DetailSection>
      )}

      {project.amenities.length > 0 && (
        <DetailSection title={t('projectAmenities')} testId="project-amenities">
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {project.amenities.map((a) => (
              <Badge component="li" key={a.id} variant="light" size="lg">
                {a.name}
              </Badge>
            ))}
          </Group>
        </DetailSection>
      )}

      {project.facilities.length > 0 && (
        <DetailSection title={t('projectNearby')} testId="project-nearby">
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {project.facilities.map((f) => (
              <Text component="li" key={f.facility_id}>
                {fill(t('projectNearbyDistance'), { name: f.name, km: f.distance })}
              </Text>
            ))}
          </SimpleGrid>
        </DetailSection>
      )}

      <DetailSection title={t('projectLocation')} testId="project-location">
        <Text dir="auto">{place}</Text>
        {place && <ExternalLink href={mapHref(project, place)}>{t('projectOnMap')}</ExternalLink>}
      </DetailSection>
    </>
  );
}
