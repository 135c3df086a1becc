// The builder of a project: name, verified badge, contact, and a link to the builder's page (the account section's).
import { fill, sectionHref } from '@abode/shared';
import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import type { ProjectDetail } from '../project.queries.ts';

/** The builder's card. */
export function BuilderCard({ project }: { project: ProjectDetail }) {
  const t = useT();
  const id = useId();
  const { customer } = project;
  const builderPage = customer.slug_id ? sectionHref('mf_account', 'builderDetail', { slug: customer.slug_id }) : null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={id} data-testid="project-contact">
      <Title order={2} size="h4" id={id}>
        {t('projectContact')}
      </Title>
      <Group gap="xs" mt={4}>
        <Text fw={600} dir="auto">
          {customer.name}
        </Text>
        {Boolean(customer.is_verified) && (
          <Badge color="brand" variant="filled" size="sm" data-testid="builder-verified">
            {t('projectVerified')}
          </Badge>
        )}
      </Group>
      {customer.email && (
        <Anchor size="sm" href={`mailto:${customer.email}`}>
          {customer.email}
        </Anchor>
      )}
      {customer.mobile && (
        <Anchor size="sm" href={`tel:${customer.mobile.replace(/\s+/g, '')}`} display="block">
          <bdi dir="ltr">{customer.mobile}</bdi>
        </Anchor>
      )}
      {builderPage && (
        <Anchor component={Link} to={builderPage} size="sm" mt="xs" display="block">
          {fill(t('projectBuilderPage'), { name: customer.name })}
        </Anchor>
      )}
    </Card>
  );
}
