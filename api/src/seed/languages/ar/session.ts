import type { EN_SESSION } from '../../../../../shared/src/i18n/session.ts';

/** Arabic texts of the session-end policy. */
export const AR_SESSION: Record<keyof typeof EN_SESSION, string> = {
  sessionEnded: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  accountDeactivated: 'تم إلغاء تفعيل حسابك من قِبل المسؤول. يُرجى التواصل معه.',
};
