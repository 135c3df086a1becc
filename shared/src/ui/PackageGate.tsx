// Package gating in the browser (spec §6 and §8): ask `check-package-limit?type=…`, decide with the one
// `gateOutcome` rule, and when refused show the warning dialog whose OK button leads to the subscription page.
// Posting a property, featuring one, the mortgage schedule and premium detail all use this same dialog.

import { ApiError, notify, roleHref, type TranslationKey, useSession, useT } from '@abode/shared/core';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactElement, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../api/call.ts';
import { type GatedFeature, type GateOutcome, type GateRefusal, gateOutcome, refusalOfCode } from '../gating.ts';
import { checkPackageLimit } from '../operations/payments.ts';

/** Ask the server whether the signed-in user's packages allow `type`; refusals and failures fail closed. */
export async function checkPackage(type: GatedFeature, signal?: AbortSignal): Promise<GateOutcome> {
  const body = await call(checkPackageLimit, { query: { type } }, { signal });
  return gateOutcome(type, body.data);
}

/** Why a gated thing is held back: one of the three package refusals, or a visitor who must sign in first. */
export type GateReason = GateRefusal | 'sign-in';

/**
 * The gate reason of a refused API call (docs/decisions/025): the three package codes, and a visitor's 401 or
 * premium refusal; null for any other failure.
 */
export function gateReasonOf(error: unknown): GateReason | null {
  if (!(error instanceof ApiError)) return null;
  const refusal = refusalOfCode(error.code);
  if (refusal) return refusal;
  if (error.status === 401 || error.code === 'PREMIUM_REQUIRED') return 'sign-in';
  return null;
}

const GATE_TEXT: Record<GateReason, TranslationKey> = {
  'no-package': 'packageGateNoPackage',
  'no-feature': 'packageGateNoFeature',
  'limit-over': 'packageGateLimitOver',
  'sign-in': 'signInGateMessage',
};

/** The words for a gate reason, in the reader's language (the spec's §8 texts in English). */
export function useGateText(): (reason: GateReason) => string {
  const t = useT();
  return (reason) => t(GATE_TEXT[reason]);
}

/** Props of {@link PackageGateDialog}. */
export interface PackageGateDialogProps {
  /** The reason to explain; null or 'allowed' keeps the dialog closed. */
  outcome: GateOutcome | GateReason | null;
  onClose: () => void;
}

/**
 * The one gate dialog of every gated action (spec §8): the refusal's text and OK leading to `/subscription-plan`;
 * a visitor is asked to sign in first, OK leading to the sign-in page and back here.
 */
export function PackageGateDialog({ outcome, onClose }: PackageGateDialogProps) {
  const t = useT();
  const text = useGateText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const reason = outcome && outcome !== 'allowed' ? outcome : null;
  const signIn = reason === 'sign-in';
  return (
    <Modal
      opened={reason !== null}
      onClose={onClose}
      title={t(signIn ? 'signInGateTitle' : 'packageGateTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('packageGateCancel') }}
      data-testid="package-gate-dialog"
      data-reason={reason ?? undefined}
    >
      <Text data-testid="package-gate-message">{reason ? text(reason) : null}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('packageGateCancel')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            const href = signIn ? roleHref('signIn', { returnTo: `${pathname}${search}` }) : roleHref('plans');
            navigate(href ?? '/');
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
  /** Opens the dialog for a refusal learnt otherwise (a gated call's answer, {@link gateReasonOf}). */
  show: (reason: GateReason) => void;
  /** The outcome of the last check (null before any); 'sign-in' for a visitor. */
  outcome: GateOutcome | GateReason | null;
  /** True while a check is under way. */
  checking: boolean;
  /** Render this somewhere in the page. */
  dialog: ReactElement;
}

/** Package gating for a page: call `check(type)` before the gated action and render `dialog`. */
export function usePackageGate(): PackageGate {
  const session = useSession();
  const [outcome, setOutcome] = useState<GateOutcome | GateReason | null>(null);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const signedIn = session.isLoggedIn;
  const show = useCallback((reason: GateReason) => {
    setOutcome(reason);
    setOpen(true);
  }, []);
  const check = useCallback(
    async (type: GatedFeature) => {
      // A visitor has no packages to ask about: signing in comes first.
      if (!signedIn) {
        show('sign-in');
        return false;
      }
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
    },
    [signedIn, show],
  );
  const dialog = <PackageGateDialog outcome={open ? outcome : null} onClose={() => setOpen(false)} />;
  return { check, show, outcome, checking, dialog };
}
