// What the verification pages say about each kind, and its path.

import { type VerificationKind, verificationKind } from '@abode/shared/wire';
import type { TextKey } from './i18n.ts';

/** The overview page. */
export const VERIFICATION_PATH = '/user/verification';

/** The application page of a kind. */
export const verificationPathOf = (kind: VerificationKind) => `${VERIFICATION_PATH}/${kind}`;

/** The heading of each kind. */
export const KIND_TITLE: Record<VerificationKind, TextKey> = {
  agent: 'verificationAgent',
  builder: 'verificationBuilder',
  tenant: 'verificationTenant',
};

/** A kind from a path segment, or null. */
export function kindFromParam(raw: string | undefined): VerificationKind | null {
  const r = verificationKind.safeParse(raw);
  return r.success ? r.data : null;
}
