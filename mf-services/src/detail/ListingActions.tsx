// What a viewer can do on a listing. On a service: ask its provider to get in touch (request-service); once asked,
// the request's state (`my_request`: waiting for the provider, accepted or declined). On a repair work: show
// interest (repairworks_interested_users, a toggle) and, while interested, the owner's decision on it
// (`my_interest`: awaiting, shortlisted, approved); once approved, chat with the owner (the chat section, about
// this repair work). Visitors are sent to sign in and back; the owner sees the listing's state, a link to edit it
// and one to their list instead. Everyone can share.
import { dispatchChatOpen, roleHref, SharePageButton, useSession, useSignInRedirect } from '@abode/shared';
import type { ServiceRequestStatus } from '@abode/shared/wire';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InterestState } from '../components/InterestState.tsx';
import { editHref, mineHref } from '../components/listing-links.ts';
import { RequestStateBadge } from '../components/RequestStateBadge.tsx';
import { ReviewBadges } from '../components/ReviewBadges.tsx';
import { useT } from '../i18n.ts';
import type { ListingDetail } from '../listing.ts';
import { REPAIR_ROOT, setRepairInterest } from '../repair.queries.ts';
import { requestService, SERVICES_ROOT } from '../service.queries.ts';

function OwnerActions({ listing }: { listing: ListingDetail }) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="owner-actions">
      <Text size="sm" fw={600}>
        {t('ownerYours')}
      </Text>
      <ReviewBadges listing={listing} />
      {listing.request_status === 'rejected' && listing.reject_reason && (
        <Text size="sm" c="red.8" dir="auto" data-testid="reject-reason">
          {t('rejectReason')}: {listing.reject_reason}
        </Text>
      )}
      {listing.kind === 'repair' && (
        <Text size="sm" data-testid="interested-count">
          {t('repairInterestedCount')}: {listing.interested_count}
        </Text>
      )}
      <Group gap="xs">
        <Button component={Link} to={editHref(listing.kind, listing.slug_id)} size="xs" variant="default">
          {t('edit')}
        </Button>
        <Anchor component={Link} to={mineHref(listing.kind)} size="sm">
          {t(listing.kind === 'service' ? 'serviceMine' : 'repairMine')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** What the requester is told of each state of their request. */
const REQUEST_STATE_TEXT = {
  pending: 'requestStatePending',
  accepted: 'requestStateAccepted',
  declined: 'requestStateDeclined',
} as const;

/** The longest note request-service keeps (its wire schema refuses more). */
const REQUEST_MESSAGE_MAX = 1000;

function RequestButton({ listing, signedIn }: { listing: ListingDetail; signedIn: boolean }) {
  const t = useT();
  const signIn = useSignInRedirect();
  // The state the detail says, then the one the request answered (the refetch the request starts follows).
  const [asked, setAsked] = useState<ServiceRequestStatus | null>(null);
  const [note, setNote] = useState('');
  const status = asked ?? listing.my_request?.status ?? (listing.is_requested ? 'pending' : null);
  const request = useMutation({
    mutationKey: [...SERVICES_ROOT, 'request', listing.id],
    meta: { invalidates: [SERVICES_ROOT] },
    mutationFn: () => requestService(listing.id, note),
    onSuccess: (answer) => setAsked(answer.data.status),
  });
  return (
    // A polite region: the request's state is announced when it replaces the button.
    <div aria-live="polite">
      {status ? (
        <Stack gap={4} data-testid="request-state" data-status={status}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('requestYours')}:
            </Text>
            <RequestStateBadge status={status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(REQUEST_STATE_TEXT[status])}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Textarea
            label={t('serviceRequestMessage')}
            description={t('serviceRequestMessageHint')}
            maxLength={REQUEST_MESSAGE_MAX}
            rows={3}
            dir="auto"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-testid="request-message-input"
          />
          <Button
            loading={request.isPending}
            onClick={() => (signedIn ? request.mutate() : signIn())}
            data-testid="request-service"
          >
            {t('serviceRequest')}
          </Button>
        </Stack>
      )}
    </div>
  );
}

function RepairButtons({ listing, viewerId }: { listing: ListingDetail; viewerId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const signIn = useSignInRedirect();
  const [interested, setInterested] = useState(listing.is_interested);
  const interest = useMutation({
    mutationKey: [...REPAIR_ROOT, 'interest', listing.id],
    meta: { invalidates: [REPAIR_ROOT] },
    mutationFn: (on: boolean) => setRepairInterest(listing.id, on),
    onMutate: (on) => setInterested(on),
    onError: (_e, on) => setInterested(!on),
  });
  // The owner's decision as the detail says it; a new interest awaits one until the refetch brings it.
  const decision = interested
    ? (listing.my_interest ?? { is_approved: false, is_shortlisted: false, created_at: '' })
    : null;
  const owner = listing.owner;
  const chat = () => {
    if (viewerId === null || !owner) return signIn();
    dispatchChatOpen({
      userId: owner.id,
      name: owner.name,
      ...(owner.profile ? { profile: owner.profile } : {}),
      subject: { kind: 'repair_work', id: listing.id, title: listing.title, image: listing.title_image },
    });
    navigate(roleHref('chat', { user_id: owner.id, repair_work_id: listing.id }) ?? '/');
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant={interested ? 'filled' : 'default'}
          aria-pressed={interested}
          disabled={interest.isPending}
          onClick={() => (viewerId === null ? signIn() : interest.mutate(!interested))}
          data-testid="interest-button"
        >
          {interested ? t('repairInterestShown') : t('repairShowInterest')}
        </Button>
        {owner && decision?.is_approved && (
          <Button variant="light" onClick={chat} data-testid="chat-button">
            {t('repairChatOwner')}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {decision && (
          <Stack gap={2}>
            <InterestState interest={decision} />
            {decision.is_approved && (
              <Text size="sm" c="dimmed">
                {t('interestApprovedHint')}
              </Text>
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/** The action bar of a detail page. */
export function ListingActions({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const session = useSession();
  const viewerId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const share = (
    <SharePageButton title={listing.title} label={t('share')} copied={t('linkCopied')} failed={t('copyFailed')} />
  );
  if (listing.is_owner || (viewerId !== null && listing.user_id === viewerId)) {
    return (
      <Stack gap="xs">
        <OwnerActions listing={listing} />
        <Group>{share}</Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs" data-testid="listing-actions">
      {listing.kind === 'service' ? (
        <RequestButton listing={listing} signedIn={viewerId !== null} />
      ) : (
        <RepairButtons listing={listing} viewerId={viewerId} />
      )}
      {share}
    </Group>
  );
}
