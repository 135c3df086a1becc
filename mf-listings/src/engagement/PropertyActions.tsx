// What a viewer can do on a listing: favourite, show or withdraw interest, report, share and chat with the
// owner. Visitors are sent to log in (and back) for everything but sharing. The owner gets a link to their
// own page for the listing instead.
import { dispatchChatOpen, fill, roleHref, SharePageButton, useSession, useSignInRedirect } from '@abode/shared';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { type CacheSnapshot, patchProperty, restore } from './cache.ts';
import { engagementQueries, setInterest } from './engagement.queries.ts';
import type { EngagedProperty } from './engagement.types.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { ReportPropertyModal } from './ReportPropertyModal.tsx';

/** The action bar of the detail page. */
export function PropertyActions({ property }: { property: EngagedProperty }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const requireLogin = useSignInRedirect();
  const client = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [reportedHere, setReportedHere] = useState(false);
  const [interestedHere, setInterestedHere] = useState<boolean | null>(null);
  const viewerId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const ownerId = property.added_by ?? property.customer_id ?? 0;
  const isOwner = viewerId !== null && ownerId === viewerId;
  const interested = interestedHere ?? Boolean(property.is_interested);
  const reported = reportedHere || property.is_reported === true;
  // Upstream offers interest and reports on listings for sale or rent only.
  const open = property.property_type === 'sell' || property.property_type === 'rent';

  const interest = useMutation({
    mutationKey: ['properties', 'interest', property.id],
    meta: { invalidates: [engagementQueries.myInterestedAll()] },
    mutationFn: (on: boolean) => setInterest(property.id, on),
    onMutate: async (on: boolean): Promise<{ snapshot: CacheSnapshot; previous: boolean }> => {
      const previous = interested;
      setInterestedHere(on);
      const count = property.total_interested_users;
      const patch: Record<string, unknown> = { is_interested: on ? 1 : 0 };
      if (typeof count === 'number') patch.total_interested_users = Math.max(0, count + (on ? 1 : -1));
      return { snapshot: await patchProperty(client, property.id, patch), previous };
    },
    onError: (_e, _on, context) => {
      if (!context) return;
      setInterestedHere(context.previous);
      restore(client, context.snapshot);
    },
  });

  const shareButton = (
    <SharePageButton
      title={property.title}
      label={t('engShare')}
      copied={t('engLinkCopied')}
      failed={t('engCopyFailed')}
    />
  );

  if (isOwner) {
    return (
      <Stack gap="xs" data-testid="owner-actions">
        <Text size="sm">{t('engYourListing')}</Text>
        <Group gap="xs">
          <Anchor component={Link} to={link('myProperty', { slug_id: property.slug_id })} data-testid="manage-listing">
            {t('engManageListing')}
          </Anchor>
        </Group>
        <Group gap="xs">{shareButton}</Group>
      </Stack>
    );
  }

  const chat = () => {
    if (viewerId === null) return requireLogin();
    dispatchChatOpen({
      userId: ownerId,
      name: property.customer_name ?? '',
      ...(property.profile ? { profile: property.profile } : {}),
      subject: { kind: 'property', id: property.id, title: property.title, image: property.title_image },
    });
    navigate(roleHref('chat', { user_id: ownerId, property_id: property.id }) ?? '/');
  };

  return (
    <Stack gap="xs" data-testid="property-actions">
      <Group gap="xs">
        <FavouriteButton
          propertyId={property.id}
          title={property.title}
          isFavourite={property.is_favourite === 1}
          variant="button"
        />
        {open && (
          <Button
            variant={interested ? 'filled' : 'light'}
            aria-pressed={interested}
            loading={interest.isPending}
            onClick={() => (viewerId === null ? requireLogin() : interest.mutate(!interested))}
            data-testid="interest-button"
          >
            {interested ? t('engWithdrawInterest') : t('engShowInterest')}
          </Button>
        )}
        {ownerId > 0 && (
          <Button variant="light" onClick={chat} data-testid="chat-button">
            {t('engChatOwner')}
          </Button>
        )}
        {shareButton}
        {open && (
          <Button
            variant="subtle"
            color="red"
            disabled={reported}
            onClick={() => (viewerId === null ? requireLogin() : setReporting(true))}
            data-testid="report-button"
          >
            {reported ? t('engReported') : t('engReport')}
          </Button>
        )}
      </Group>
      {typeof property.total_interested_users === 'number' && property.total_interested_users > 0 && (
        <Text size="sm" c="dimmed" data-testid="interested-count">
          {fill(t('engInterestedCount'), { count: property.total_interested_users })}
        </Text>
      )}
      {viewerId !== null && (
        <ReportPropertyModal
          opened={reporting}
          propertyId={property.id}
          onClose={() => setReporting(false)}
          onReported={() => setReportedHere(true)}
        />
      )}
    </Stack>
  );
}
