import { MESSAGES } from '../messages.ts';

/** Texts of the session-end policy (src/api/session-end.ts): shown once when the server stops accepting a session. */
export const EN_SESSION = {
  /** Ours: the token expired or was revoked (signed out elsewhere, password changed). */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** Spec §8, word for word. */
  accountDeactivated: MESSAGES.accountDeactivated,
} as const;
