// What a viewer can do on a project: favourite (add_favourite with project_id), show interest (interested_users
// with project_id), share, and chat with the builder (the chat section, about this project). Visitors are sent
// to sign in and back for everything but sharing; the owner gets a link to their projects instead.
import { dispatchChatOpen, roleHref, SharePageButton, useSession, useSignInRedirect } from '@abode/shared';
import { Anchor, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n.ts';
import { link } from '../links.ts';
import { PROJECTS_ROOT, type ProjectDetail, setProjectFavourite, setProjectInterest } from '../project.queries.ts';

/** The action bar of the detail page. */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const requireLogin = useSignInRedirect();
  const viewerId = session.isLoggedIn ? (session.user?.id ?? null) : null;
  const ownerId = project.added_by ?? project.customer.id ?? 0;
  const [favourite, setFavourite] = useState(project.is_favourite === 1);
  const [interested, setInterested] = useState(project.is_interested === 1);

  const fav = useMutation({
    mutationKey: [...PROJECTS_ROOT, 'favourite', project.id],
    mutationFn: (on: boolean) => setProjectFavourite(project.id, on),
    onMutate: (on) => setFavourite(on),
    onError: (_e, on) => setFavourite(!on),
  });
  const interest = useMutation({
    mutationKey: [...PROJECTS_ROOT, 'interest', project.id],
    mutationFn: (on: boolean) => setProjectInterest(project.id, on),
    onMutate: (on) => setInterested(on),
    onError: (_e, on) => setInterested(!on),
  });

  const shareButton = (
    <SharePageButton
      title={project.title}
      label={t('projectShare')}
      copied={t('projectLinkCopied')}
      failed={t('projectCopyFailed')}
    />
  );

  if (viewerId !== null && ownerId === viewerId) {
    return (
      <Group gap="xs" data-testid="owner-actions">
        <Anchor component={Link} to={link('myProjects')}>
          {t('projectManageYours')}
        </Anchor>
        {shareButton}
      </Group>
    );
  }

  const chat = () => {
    if (viewerId === null) return requireLogin();
    dispatchChatOpen({
      userId: ownerId,
      name: project.customer.name,
      ...(project.customer.profile ? { profile: project.customer.profile } : {}),
      subject: { kind: 'project', id: project.id, title: project.title, image: project.image },
    });
    navigate(roleHref('chat', { user_id: ownerId, project_id: project.id }) ?? '/');
  };

  return (
    <Group gap="xs" data-testid="project-actions">
      <Button
        variant={favourite ? 'filled' : 'default'}
        color="red"
        aria-pressed={favourite}
        disabled={fav.isPending}
        onClick={() => (viewerId === null ? requireLogin() : fav.mutate(!favourite))}
        data-testid="favourite-button"
      >
        {t('projectFavourite')}
      </Button>
      <Button
        variant={interested ? 'filled' : 'default'}
        aria-pressed={interested}
        disabled={interest.isPending}
        onClick={() => (viewerId === null ? requireLogin() : interest.mutate(!interested))}
        data-testid="interest-button"
      >
        {t('projectInterested')}
      </Button>
      {shareButton}
      {ownerId > 0 && (
        <Button variant="light" onClick={chat} data-testid="chat-button">
          {t('projectChatBuilder')}
        </Button>
      )}
    </Group>
  );
}
