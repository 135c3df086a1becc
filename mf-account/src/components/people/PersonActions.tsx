// What a visitor can do on a person's page: message them about one of their properties they pick (chats are
// per property), and report and block them, or unblock them. Visitors are sent to log in first; nobody is
// offered these on their own page.
import { dispatchChatOpen, notify, roleHref, useSession } from '@abode/shared';
import type { CustomerData } from '@abode/shared/wire';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n.ts';
import { link } from '../../links.ts';
import { BLOCK_INVALIDATES, blockUser, type CardProperty, unblockUser } from '../../people.queries.ts';
import { MessageChooser } from './MessageChooser.tsx';
import { ReportBlockModal } from './ReportBlockModal.tsx';

/** The Message and Report / Block (or Unblock) buttons of a person's page. */
export function PersonActions({ person }: { person: CustomerData }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [reporting, setReporting] = useState(false);
  const viewer = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const isSelf = viewer === person.id;
  // A conversation needs a property to be about: Message asks which (builders without one get no button).
  const [choosing, setChoosing] = useState(false);
  const canMessage = viewer !== null && person.property_count > 0;
  const block = useMutation({
    mutationKey: ['blocked-users', 'block'],
    meta: { silent: true, invalidates: BLOCK_INVALIDATES },
    mutationFn: blockUser,
  });
  const unblock = useMutation({
    mutationKey: ['blocked-users', 'unblock'],
    meta: { silent: true, invalidates: BLOCK_INVALIDATES },
    mutationFn: unblockUser,
  });

  if (isSelf) return null;
  const here = `${location.pathname}${location.search}`;
  const requireLogin = () => navigate(link('login', {}, { returnTo: here }));

  const message = (property: CardProperty) => {
    setChoosing(false);
    dispatchChatOpen({
      userId: person.id,
      name: person.name,
      profile: person.profile,
      subject: { kind: 'property', id: property.id, title: property.title, image: property.title_image },
    });
    navigate(roleHref('chat', { user_id: person.id, property_id: property.id }) ?? '/');
  };

  const doUnblock = async () => {
    try {
      notify.success(await unblock.mutateAsync(person.id));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      {canMessage && (
        <Button onClick={() => setChoosing(true)} aria-haspopup="dialog" data-testid="message-button">
          {t('message')}
        </Button>
      )}
      {canMessage && (
        <MessageChooser person={person} opened={choosing} onClose={() => setChoosing(false)} onPick={message} />
      )}
      {person.is_blocked_by_me ? (
        <Button variant="default" onClick={doUnblock} loading={unblock.isPending} data-testid="unblock-button">
          {t('unblock')}
        </Button>
      ) : (
        <Button
          variant="light"
          color="red"
          onClick={() => (viewer === null ? requireLogin() : setReporting(true))}
          data-testid="report-block-button"
        >
          {t('reportBlock')}
        </Button>
      )}
      <ReportBlockModal
        opened={reporting}
        name={person.name}
        onClose={() => setReporting(false)}
        onSubmit={async (reason) => {
          const text = await block.mutateAsync({ userId: person.id, reason });
          setReporting(false);
          notify.success(text);
        }}
      />
    </>
  );
}
