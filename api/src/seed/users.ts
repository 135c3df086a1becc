/** The demo accounts: a user, an agent and an admin, all with a verified email and the same password. */

import { slugify } from '@abode/shared/format';
import { normalisePhone } from '@abode/shared/wire';
import * as t from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import type { SeedContext } from './context.ts';
import { CITIES } from './data.ts';
import { iconSvg } from './images.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'abode-demo';

/** The demo accounts, all with a verified email. */
export const DEMO_ACCOUNTS = {
  user: 'user@abode.test',
  agent: 'agent@abode.test',
  admin: 'admin@abode.test',
} as const;

/** The ids of the accounts the other seeders give listings, chats and packages to. */
export interface DemoPeople {
  count: number;
  userId: number;
  agentId: number;
}

export async function seedAccounts({ db, svg }: SeedContext): Promise<DemoPeople> {
  const password = await hashPassword(DEMO_PASSWORD);
  const people = [
    {
      email: DEMO_ACCOUNTS.user,
      name: 'Riya Sharma',
      mobile: '+91 98200 11111',
      city: 'Mumbai',
      role: 'user' as const,
    },
    {
      email: DEMO_ACCOUNTS.agent,
      name: 'Arjun Mehta',
      mobile: '+91 98450 22222',
      city: 'Bengaluru',
      role: 'user' as const,
    },
    {
      email: DEMO_ACCOUNTS.admin,
      name: 'Abode Admin',
      mobile: '+91 22 4000 1234',
      city: 'Mumbai',
      role: 'admin' as const,
    },
  ];
  const created = await db
    .insert(t.customers)
    .values(
      await Promise.all(
        people.map(async (p) => ({
          name: p.name,
          email: p.email,
          // Stored as the API stores what people type: E.164 (phone sign-in finds the account by it).
          mobile: normalisePhone(p.mobile),
          password,
          logintype: '3',
          auth_id: `demo-${slugify(p.name)}`,
          slug_id: slugify(p.name),
          is_email_verified: true,
          // Demo numbers count as proven, so the demo accounts sign in by phone (decision 026).
          is_mobile_verified: true,
          role: p.role,
          city: p.city,
          state: CITIES.find((c) => c.city === p.city)?.state ?? '',
          country: 'India',
          address: `${p.city}, India`,
          profile: await svg(`seed/avatars/${slugify(p.name)}.svg`, iconSvg(p.name.charAt(0), '#2a9d8f')),
          about_me:
            p.email === DEMO_ACCOUNTS.agent ? 'Independent agent helping families find homes since 2012.' : null,
        })),
      ),
    )
    .returning({ id: t.customers.id, email: t.customers.email });
  const idOf = (email: string) => created.find((c) => c.email === email)?.id ?? 0;
  return { count: created.length, userId: idOf(DEMO_ACCOUNTS.user), agentId: idOf(DEMO_ACCOUNTS.agent) };
}
