// Email sign-in as a mutation that walks the session through spec §4 (requested → success | failure):
// the shared transitions store the token in the `User_signup` slice and announce `abode:auth/changed`.
import { notify, signInFailed, signInRequested, signInSucceeded } from '@abode/shared';
import { useMutation } from '@tanstack/react-query';
import { failureMessage, type SignInResult, signInWithEmail } from './account.api.ts';
import type { LoginValues } from './account.schema.ts';

/** Sign in with email and password; the caller shows failures (inline and with `notify.error`). */
export function useEmailSignIn() {
  return useMutation<SignInResult, Error, LoginValues>({
    mutationKey: ['session', 'sign-in', 'email'],
    meta: { silent: true },
    mutationFn: async (values) => {
      signInRequested();
      try {
        const result = await signInWithEmail(values);
        signInSucceeded(result.token, result.user);
        if (result.message) notify.success(result.message);
        return result;
      } catch (error) {
        signInFailed(failureMessage(error));
        throw error;
      }
    },
  });
}
