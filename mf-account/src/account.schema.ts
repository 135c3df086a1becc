// Form rules of the login and register pages. The field schemas are the wire contract's (`registerBody`),
// so the form shows the same spec §5 messages, word for word, that the API answers with.
import { MESSAGES } from '@abode/shared';
import { registerBody } from '@abode/shared/wire';
import type { z } from 'zod';

/** A Mantine field rule from a zod schema: the first issue's message, or null when the value is valid. */
export function fieldRule(schema: z.ZodType) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.pleaseFillAllFields);
  };
}

const fields = registerBody.shape;

/** Values of the login form. */
export interface LoginValues {
  email: string;
  password: string;
}

/** Login fields in the order they appear (focus goes to the first invalid one). */
export const LOGIN_FIELDS = ['email', 'password'] as const satisfies ReadonlyArray<keyof LoginValues>;

/** Rules of the login form: the same email and password rules as registration. */
export const loginRules = {
  email: fieldRule(fields.email),
  password: fieldRule(fields.password),
};

/** Values of the register form (spec §3 "Register form"). */
export interface RegisterValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  re_password: string;
}

/** Register fields in the order they appear. */
export const REGISTER_FIELDS = ['name', 'email', 'mobile', 'password', 're_password'] as const satisfies ReadonlyArray<
  keyof RegisterValues
>;

/** Rules of the register form. The match check is per field so it shows alongside the other errors. */
export const registerRules = {
  name: fieldRule(fields.name),
  email: fieldRule(fields.email),
  mobile: fieldRule(fields.mobile),
  password: fieldRule(fields.password),
  re_password: (value: string, values: RegisterValues) =>
    value === values.password ? null : MESSAGES.passwordsDoNotMatch,
};

/** Focus the first field, in display order, that has an error. */
export function focusFirstError(
  fieldsInOrder: readonly string[],
  errors: Record<string, unknown>,
  getInputNode: (path: string) => HTMLElement | null,
): void {
  const first = fieldsInOrder.find((f) => Boolean(errors[f]));
  if (first) getInputNode(first)?.focus();
}

/**
 * The `returnTo` query parameter when it is a path on this site ('/…', not '//…' nor '/\…', which browsers
 * read as another host), and not the login or register page itself; otherwise null.
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const path = raw.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path === '/register') return null;
  return raw;
}

/** Marks an input with an error as aria-invalid (Mantine links the message but only sets data-invalid). */
export const ariaInvalid = ({ inputProps }: { inputProps: { error?: unknown } }) => ({
  'aria-invalid': Boolean(inputProps.error),
});
