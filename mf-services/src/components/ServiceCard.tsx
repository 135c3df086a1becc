import { Price } from '@abode/shared';
// A service in a list: photo, type, title, company, city, price and a phone link. There is no service
// detail page yet, so the card itself is not a link; its one interactive element is the phone number.
import type { Service } from '@abode/shared/wire';
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n.ts';

/** A phone number as a `tel:` URI: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** One service card. */
export function ServiceCard({ service }: { service: Service }) {
  const t = useT();
  const hasPrice = service.price !== null && service.price !== undefined;
  const typeName = service.service_type?.name ?? '';
  return (
    <Card withBorder padding="sm" radius="md" component="article" data-testid="service-card">
      <Card.Section pos="relative">
        <Image
          src={service.title_image}
          alt=""
          h={180}
          fit="cover"
          loading="lazy"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        {typeName && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} variant="filled" data-testid="service-type">
            {typeName}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Title order={2} size="h4" lineClamp={1} dir="auto">
          {service.title}
        </Title>
        {service.company_name && (
          <Text size="sm" fw={500} lineClamp={1} data-testid="service-company" dir="auto">
            {service.company_name}
          </Text>
        )}
        {service.city && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {service.city}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" mt="xs" gap="xs">
        {hasPrice ? (
          <Text fw={700} data-testid="service-price">
            <Text span size="sm" c="dimmed" fw={400}>
              {t('price')}:{' '}
            </Text>
            <Price amount={service.price} />
          </Text>
        ) : (
          <span />
        )}
        {service.phone && (
          <Anchor href={telHref(service.phone)} size="sm" aria-label={`${t('phoneNumber')}: ${service.phone}`}>
            {service.phone}
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
