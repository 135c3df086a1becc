// Who posted the listing: photo, name, verified badge, and their account contact (the listing's own contact
// details are the buttons above it).
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { mailHref, telHref } from '../components/safe-links.ts';
import { useT } from '../i18n.ts';
import type { ListingDetail } from '../listing.ts';

/** The poster's card; nothing for the admin's own listings (no poster). */
export function OwnerCard({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const id = useId();
  const owner = listing.owner;
  if (!owner) return null;
  const mail = mailHref(owner.email);
  const tel = telHref(owner.mobile);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={id} data-testid="owner-card">
      <Title order={2} size="h4" id={id}>
        {t('postedBy')}
      </Title>
      <Group gap="sm" mt="xs" wrap="nowrap">
        <Avatar src={owner.profile || null} alt="" name={owner.name} radius="xl" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} dir="auto">
              {owner.name}
            </Text>
            {owner.is_verified && (
              <Badge color="brand" variant="filled" size="sm" data-testid="owner-verified">
                {t('verified')}
              </Badge>
            )}
          </Group>
          {mail && (
            <Anchor size="sm" href={mail}>
              <bdi>{owner.email}</bdi>
            </Anchor>
          )}
          {tel && (
            <Anchor size="sm" href={tel}>
              <bdi dir="ltr">{owner.mobile}</bdi>
            </Anchor>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
