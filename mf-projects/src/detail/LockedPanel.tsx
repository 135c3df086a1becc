// In place of what `project_access` opens (docs/decisions/025): why it is held back, and the way on. A visitor
// gets the sign-in link (back to this page); a member the shared gate dialog, open on arrival as the spec's
// warning, and a button to open it again.
import { type GateReason, PackageGateDialog, roleHref, useGateText } from '@abode/shared';
import type { ProjectGate } from '@abode/shared/wire';
import { Button, Card, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n.ts';

/** The gate reason of the detail answer's `gate`: a visitor signs in first; a member lacks a package or the feature. */
export function gateReason(gate: ProjectGate): GateReason {
  if (gate.code === 'UNAUTHENTICATED') return 'sign-in';
  return gate.code === 'PACKAGE_REQUIRED' ? 'no-package' : 'no-feature';
}

/** The panel shown in place of the held-back part of a project. */
export function LockedPanel({ gate }: { gate: ProjectGate }) {
  const t = useT();
  const text = useGateText();
  const location = useLocation();
  const reason = gateReason(gate);
  const [dialogOpen, setDialogOpen] = useState(reason !== 'sign-in');
  const id = useId();
  const signIn = reason === 'sign-in';
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={id}
      data-testid={signIn ? 'project-sign-in' : 'project-access-required'}
      data-reason={reason}
    >
      <PackageGateDialog outcome={dialogOpen ? reason : null} onClose={() => setDialogOpen(false)} />
      <Title order={2} size="h3" id={id}>
        {t('projectLockedTitle')}
      </Title>
      <Text mt="xs">{t('projectLockedHint')}</Text>
      <Text mt="xs" fw={600} data-testid="project-gate-message">
        {text(reason)}
      </Text>
      {signIn ? (
        <Button
          component={Link}
          to={roleHref('signIn', { returnTo: location.pathname }) ?? '/'}
          mt="sm"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('login')}
        </Button>
      ) : (
        <Button mt="sm" style={{ alignSelf: 'flex-start' }} onClick={() => setDialogOpen(true)}>
          {t('projectUnlock')}
        </Button>
      )}
    </Card>
  );
}
