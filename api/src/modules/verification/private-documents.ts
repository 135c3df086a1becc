// Verification documents stored before they became private (public `verification/…` keys, some with guessable
// names) move to random `private/…` keys at start-up: files cannot move in an SQL migration. Idempotent and safe
// to run on several instances at once: a row changes only if it still holds the old key.
import { and, eq, like, ne, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verify_customer_forms, verify_customer_values, verify_customers } from '../../db/schema.ts';
import { PRIVATE_PREFIX } from '../../lib/private-files.ts';
import type { Storage } from '../../storage/storage.ts';
import { type DocumentKind, documentKey, sniffDocument } from './documents.ts';

/** What a start-up move did: documents moved, and (of those) rows whose file was already gone. */
export interface DocumentMove {
  moved: number;
  missing: number;
}

function kindOf(key: string, data: Buffer | null): DocumentKind {
  const ext = /\.(pdf|jpg|jpeg|png)$/i.exec(key)?.[1]?.toLowerCase();
  if (ext === 'jpeg' || ext === 'jpg') return 'jpg';
  if (ext === 'pdf' || ext === 'png') return ext;
  return (data && sniffDocument(data)) || 'pdf';
}

/** Moves every document answer that is not under `private/` to a new private key, file included. */
export async function makeDocumentsPrivate(db: Db, storage: Storage): Promise<DocumentMove> {
  const rows = await db
    .select({ id: verify_customer_values.id, key: verify_customer_values.value, userId: verify_customers.user_id })
    .from(verify_customer_values)
    .innerJoin(verify_customer_forms, eq(verify_customer_forms.id, verify_customer_values.verify_customer_form_id))
    .innerJoin(verify_customers, eq(verify_customers.id, verify_customer_values.verify_customer_id))
    .where(
      and(
        eq(verify_customer_forms.field_type, 'file'),
        ne(verify_customer_values.value, ''),
        not(like(verify_customer_values.value, `${PRIVATE_PREFIX}%`)),
        // An external URL is not a stored file.
        not(like(verify_customer_values.value, 'http%')),
      ),
    );
  const result: DocumentMove = { moved: 0, missing: 0 };
  const oldKeys = new Set<string>();
  for (const row of rows) {
    const data = await storage.read(row.key);
    const key = documentKey(row.userId, kindOf(row.key, data));
    if (data) await storage.put(key, data);
    const [updated] = await db
      .update(verify_customer_values)
      .set({ value: key, updated_at: new Date() })
      .where(and(eq(verify_customer_values.id, row.id), eq(verify_customer_values.value, row.key)))
      .returning({ id: verify_customer_values.id });
    if (!updated) {
      // Another instance moved it first.
      if (data) await storage.remove(key);
      continue;
    }
    result.moved += 1;
    if (!data) result.missing += 1;
    oldKeys.add(row.key);
  }
  // The old copies go last: one file answering two rows is copied for each before it goes.
  for (const key of oldKeys) await storage.remove(key).catch(() => undefined);
  return result;
}
