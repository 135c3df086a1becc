import type { Customer } from '@abode/shared/wire';
import type { customers } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import type { UrlBuilder } from '../../lib/urls.ts';

/** The customer as the API shows it: never the password hash. */
export function publicCustomer(c: typeof customers.$inferSelect, urls: UrlBuilder): Customer {
  const { password: _password, ...rest } = c;
  return {
    ...rest,
    profile: urls.upload(rest.profile),
    created_at: rest.created_at.toISOString(),
    updated_at: rest.updated_at.toISOString(),
  };
}

let dummyHash: Promise<string> | undefined;

/** A hash of a password nobody knows: unknown emails then cost the same time as wrong passwords. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
