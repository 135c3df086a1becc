import { and, asc, eq, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages, propertys, settings, verify_customers } from '../../db/schema.ts';

/** All settings as a key → text map. */
export async function settingsMap(db: Db): Promise<Record<string, string>> {
  const rows = await db.select().from(settings);
  return Object.fromEntries(rows.map((r) => [r.type, r.data]));
}

/** Lowest and highest price over visible properties. */
export async function priceRange(db: Db): Promise<{ min: number; max: number }> {
  const [row] = await db
    .select({ min: min(propertys.price), max: max(propertys.price) })
    .from(propertys)
    .where(and(eq(propertys.request_status, 'approved'), eq(propertys.status, 1)));
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

/** Enabled languages for the switcher. */
export function enabledLanguages(db: Db) {
  return db
    .select({ id: languages.id, code: languages.code, name: languages.name, rtl: languages.rtl })
    .from(languages)
    .where(eq(languages.status, 1))
    .orderBy(asc(languages.id));
}

/** A customer's agent-verification status; "initial" when never applied (upstream). */
export async function verificationStatus(
  db: Db,
  userId: number,
): Promise<'initial' | 'pending' | 'success' | 'failed'> {
  const [row] = await db
    .select({ status: verify_customers.status })
    .from(verify_customers)
    .where(and(eq(verify_customers.user_id, userId), eq(verify_customers.kind, 'agent')));
  return row?.status ?? 'initial';
}
