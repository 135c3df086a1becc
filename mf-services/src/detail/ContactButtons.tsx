// The poster's ways to be reached, as typed in the listing: call, WhatsApp, mail, website. Each is a safe link
// (components/safe-links.ts): a detail that does not read as one is shown as text, never linked.
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { mailHref, telHref, webHref, whatsappHref } from '../components/safe-links.ts';
import { useT } from '../i18n.ts';
import type { ListingDetail } from '../listing.ts';

/** The contact buttons of a listing; nothing when it has no contact details. */
export function ContactButtons({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const links: ReactNode[] = [];
  const tel = telHref(listing.phone);
  const wa = whatsappHref(listing.whatsapp_number || listing.phone);
  const mail = mailHref(listing.email);
  const web = webHref(listing.website_link);
  if (tel)
    links.push(
      <Button key="tel" component="a" href={tel} variant="light" data-testid="contact-phone">
        {t('contactCall')}
        <VisuallyHidden>
          {' '}
          <bdi dir="ltr">{listing.phone}</bdi>
        </VisuallyHidden>
      </Button>,
    );
  if (wa && listing.whatsapp_number)
    links.push(
      <Button
        key="wa"
        component="a"
        href={wa}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="green"
        data-testid="contact-whatsapp"
      >
        {t('contactWhatsapp')}
        <VisuallyHidden> {t('opensNewTab')}</VisuallyHidden>
      </Button>,
    );
  if (mail)
    links.push(
      <Button key="mail" component="a" href={mail} variant="light" data-testid="contact-email">
        {t('contactEmail')}
      </Button>,
    );
  if (web)
    links.push(
      <Button
        key="web"
        component="a"
        href={web}
        target="_blank"
        rel="noopener noreferrer nofollow"
        variant="light"
        data-testid="contact-website"
      >
        {t('contactWebsite')}
        <VisuallyHidden> {t('opensNewTab')}</VisuallyHidden>
      </Button>,
    );
  if (links.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs" data-testid="contact-buttons">
        {links}
      </Group>
      {tel && (
        <Text size="sm" c="dimmed">
          {t('phoneNumber')}:{' '}
          <Anchor href={tel} size="sm">
            <bdi dir="ltr">{listing.phone}</bdi>
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
