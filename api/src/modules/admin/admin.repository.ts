import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, personal_access_tokens, projects, propertys, reject_reasons } from '../../db/schema.ts';

/** A listing an admin reviews: a property or a project. */
export type ListingKind = 'property' | 'project';

const TABLES = { property: propertys, project: projects } as const;
const REASON_COLUMN = { property: reject_reasons.property_id, project: reject_reasons.project_id } as const;

/** A listing's review state: approved (shown, status 1) or rejected (hidden, status 0) with the reason. */
export interface ListingReview {
  id: number;
  title: string;
  added_by: number | null;
  request_status: 'approved' | 'rejected' | 'pending';
  status: number;
  reject_reason: string | null;
}

/** A listing's review state, or undefined for an unknown id. */
export async function findListing(db: Db, kind: ListingKind, id: number): Promise<ListingReview | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select({
      id: table.id,
      title: table.title,
      added_by: table.added_by,
      request_status: table.request_status,
      status: table.status,
    })
    .from(table)
    .where(eq(table.id, id));
  if (!row) return undefined;
  const [reason] = await db
    .select({ reason: reject_reasons.reason })
    .from(reject_reasons)
    .where(eq(REASON_COLUMN[kind], id))
    .orderBy(desc(reject_reasons.id))
    .limit(1);
  return { ...row, reject_reason: reason?.reason ?? null };
}

/**
 * Approves or rejects a listing in one transaction. Approval clears the old reject reason; a rejection
 * replaces it, so repeating the same call leaves the same state (one reason row per listing).
 */
export async function reviewListing(
  db: Db,
  kind: ListingKind,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const table = TABLES[kind];
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({
        request_status: decision.approve ? 'approved' : 'rejected',
        status: decision.approve ? 1 : 0,
        updated_at: new Date(),
      })
      .where(eq(table.id, id));
    await tx.delete(reject_reasons).where(eq(REASON_COLUMN[kind], id));
    if (!decision.approve) {
      await tx
        .insert(reject_reasons)
        .values(
          kind === 'property'
            ? { property_id: id, reason: decision.reason }
            : { project_id: id, reason: decision.reason },
        );
    }
  });
}

/** A customer by id. */
export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * Activates or deactivates an account. A deactivated account's tokens stay, so every request made with
 * one answers the deactivated message (resolveUser refuses them) and an open page can say why it was
 * signed out; activation deletes them in the same transaction, so none of those sessions comes back.
 */
export async function setCustomerActive(db: Db, id: number, active: boolean): Promise<{ tokensRevoked: number }> {
  return db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ isActive: active ? 1 : 0, updated_at: new Date() })
      .where(eq(customers.id, id));
    if (!active) return { tokensRevoked: 0 };
    const revoked = await tx
      .delete(personal_access_tokens)
      .where(eq(personal_access_tokens.tokenable_id, id))
      .returning({ id: personal_access_tokens.id });
    return { tokensRevoked: revoked.length };
  });
}
