// Who posted the listing: photo, name, verified badge, profile page (agents) and contact links.

import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n.ts';
import type { EngagedProperty } from '../engagement.types.ts';

/** The owner card of the detail page. */
export function OwnerCard({ property }: { property: EngagedProperty }) {
  const t = useT();
  const slug = property.customer_slug_id;
  const hasProfile = Boolean(slug) && (property.customer_id ?? property.added_by ?? 0) > 0;
  return (
    <Card withBorder data-testid="owner-card">
      <Text size="sm" c="dimmed">
        {t('postedBy')}
      </Text>
      <Group mt="xs" wrap="nowrap" align="flex-start">
        <Avatar src={property.profile || null} alt="" radius="xl" />
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600} dir="auto">
              {property.customer_name}
            </Text>
            {property.is_verified && (
              <Badge color="brand" size="sm" variant="filled" data-testid="owner-verified">
                {t('verified')}
              </Badge>
            )}
          </Group>
          <Group gap="sm">
            {hasProfile && slug && (
              <Anchor component={Link} to={`/agent-details/${encodeURIComponent(slug)}`} size="sm">
                {t('engViewProfile')}
              </Anchor>
            )}
            {property.mobile && (
              <Anchor href={`tel:${property.mobile.replace(/\s+/g, '')}`} size="sm">
                {t('engCall')} <bdi dir="ltr">{property.mobile}</bdi>
              </Anchor>
            )}
            {property.email && (
              <Anchor href={`mailto:${property.email}`} size="sm">
                {t('engEmail')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
