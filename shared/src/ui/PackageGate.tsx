// Package gating in the browser (spec §6 and §8): ask `check-package-limit?type=…`, decide with the one
// `gateOutcome` rule, and when refused show the warning dialog whose OK button leads to the subscription page.
// Posting a property, featuring one, the mortgage schedule and premium detail all use this same dialog.

import { apiRequest, notify, roleHref, useT } from '@abode/shared/core';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactElement, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { type GatedFeature, type GateOutcome, gateMessage, gateOutcome, type PackageCheck } from '../gating.ts';

/** Ask the server whether the signed-in user's packages allow `type`; refusals and failures fail closed. */
export async function checkPackage(type: GatedFeature, signal?: AbortSignal): Promise<GateOutcome> {
  const body = await apiRequest<PackageCheck>('check-package-limit', { params: { type }, silent: true, signal });
  return gateOutcome(type, body.data ?? ({} as PackageCheck));
}

/** Props of {@link PackageGateDialog}. */
export interface PackageGateDialogProps {
  /** The refused outcome to explain; null or 'allowed' keeps the dialog closed. */
  outcome: GateOutcome | null;
  onClose: () => void;
}

/** The warning dialog of spec §8: the refusal text and an OK button leading to `/subscription-plan`. */
export function PackageGateDialog({ outcome, onClose }: PackageGateDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const message = outcome ? gateMessage(outcome) : null;
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('packageGateTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('packageGateCancel') }}
      data-testid="package-gate-dialog"
    >
      <Text data-testid="package-gate-message">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('packageGateCancel')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            navigate(roleHref('plans') ?? '/');
          }}
        >
          {t('packageGateOk')}
        </Button>
      </Group>
    </Modal>
  );
}

/** What {@link usePackageGate} gives: `check(type)` and the dialog element to render once. */
export interface PackageGate {
  /** Resolves true when allowed; otherwise opens the dialog and resolves false. A failed call toasts and is false. */
  check: (type: GatedFeature) => Promise<boolean>;
  /** The outcome of the last check (null before any). */
  outcome: GateOutcome | null;
  /** True while a check is under way. */
  checking: boolean;
  /** Render this somewhere in the page. */
  dialog: ReactElement;
}

/** Package gating for a page: call `check(type)` before the gated action and render `dialog`. */
export function usePackageGate(): PackageGate {
  const [outcome, setOutcome] = useState<GateOutcome | null>(null);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const check = useCallback(async (type: GatedFeature) => {
    setChecking(true);
    try {
      const next = await checkPackage(type);
      setOutcome(next);
      setOpen(next !== 'allowed');
      return next === 'allowed';
    } catch (error) {
      // The server's own words (a 401, a network failure) are worth more than a guess about packages.
      notify.error((error as Error).message);
      return false;
    } finally {
      setChecking(false);
    }
  }, []);
  const dialog = <PackageGateDialog outcome={open ? outcome : null} onClose={() => setOpen(false)} />;
  return { check, outcome, checking, dialog };
}
