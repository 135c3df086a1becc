// Who posted and how to reach them: the company and contact person of the post, then its phone, WhatsApp, email
// and website as links (only safe ones: the section's safe-links.ts), and the poster's account (name, photo,
// verified).
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { mailHref, telHref, webHref, whatsappHref } from '../../components/safe-links.ts';
import { useT } from '../../i18n.ts';
import type { ConstructionDetail, JvDetail } from '../venture.queries.ts';

function Line({
  label,
  href,
  value,
  external,
}: {
  label: string;
  href: string | null;
  value: string;
  external?: boolean;
}) {
  const t = useT();
  if (!value) return null;
  const text = <bdi dir="auto">{value}</bdi>;
  let shown: ReactNode = text;
  if (href) {
    shown = external ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" size="sm">
        {text}
        <VisuallyHidden> {t('opensNewTab')}</VisuallyHidden>
      </Anchor>
    ) : (
      <Anchor href={href} size="sm">
        {text}
      </Anchor>
    );
  }
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
    </div>
  );
}

/** The contact card of the detail page. */
export function ContactCard({ post }: { post: JvDetail | ConstructionDetail }) {
  const t = useT();
  const id = useId();
  const owner = post.customer;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} data-testid="venture-contact">
      <Title order={2} size="h4" id={id} mb="xs">
        {t('formContact')}
      </Title>
      <Stack gap="xs">
        {post.company_name && (
          <Text fw={600} dir="auto">
            {post.company_name}
          </Text>
        )}
        {post.contact_name && <Line label={t('contactName')} href={null} value={post.contact_name} />}
        <Line label={t('phoneNumber')} href={telHref(post.phone)} value={post.phone} />
        <Line label={t('whatsapp')} href={whatsappHref(post.whatsapp_number)} value={post.whatsapp_number} external />
        <Line label={t('email')} href={mailHref(post.email)} value={post.email} />
        <Line label={t('website')} href={webHref(post.website_link)} value={post.website_link} external />
        {owner && (
          <Group gap="sm" mt="xs" wrap="nowrap" data-testid="venture-owner">
            <Avatar src={owner.profile || null} alt="" radius="xl" />
            <div>
              <Text size="xs" c="dimmed">
                {t('postedBy')}
              </Text>
              <Group gap={6}>
                <Text size="sm" fw={600} dir="auto">
                  {owner.name}
                </Text>
                {owner.is_verified && (
                  <Badge size="xs" variant="filled">
                    {t('verified')}
                  </Badge>
                )}
              </Group>
            </div>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
