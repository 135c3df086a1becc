import type { VerificationKind } from '@abode/shared/wire';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customers,
  projects,
  propertys,
  verify_customer_form_values,
  verify_customer_forms,
  verify_customer_values,
  verify_customers,
} from '../../db/schema.ts';
import { signingKey } from '../../lib/private-files.ts';

/** A form field with its options. */
export type FormField = typeof verify_customer_forms.$inferSelect & {
  options: (typeof verify_customer_form_values.$inferSelect)[];
};

/** A verification row (one per customer and kind). */
export type VerifyRow = typeof verify_customers.$inferSelect;

/** Fields with their options by id (any kind, any status: old answers may point at retired fields). */
export async function fieldsById(db: Db, ids: number[]): Promise<Map<number, FormField>> {
  if (!ids.length) return new Map();
  const [forms, options] = await Promise.all([
    db.select().from(verify_customer_forms).where(inArray(verify_customer_forms.id, ids)),
    db
      .select()
      .from(verify_customer_form_values)
      .where(inArray(verify_customer_form_values.verify_customer_form_id, ids))
      .orderBy(asc(verify_customer_form_values.id)),
  ]);
  return new Map(
    forms.map((f) => [f.id, { ...f, options: options.filter((o) => o.verify_customer_form_id === f.id) }]),
  );
}

/** The active fields of a kind's form, in display order. */
export async function activeFields(db: Db, kind: VerificationKind): Promise<FormField[]> {
  const forms = await db
    .select({ id: verify_customer_forms.id })
    .from(verify_customer_forms)
    .where(and(eq(verify_customer_forms.kind, kind), eq(verify_customer_forms.status, 'active')))
    .orderBy(asc(verify_customer_forms.rank), asc(verify_customer_forms.id));
  const byId = await fieldsById(
    db,
    forms.map((f) => f.id),
  );
  return forms.flatMap((f) => byId.get(f.id) ?? []);
}

/** A customer's application of a kind, or undefined ("initial"). */
export async function findApplication(db: Db, userId: number, kind: VerificationKind): Promise<VerifyRow | undefined> {
  const [row] = await db
    .select()
    .from(verify_customers)
    .where(and(eq(verify_customers.user_id, userId), eq(verify_customers.kind, kind)));
  return row;
}

/** An application by id. */
export async function findApplicationById(db: Db, id: number): Promise<VerifyRow | undefined> {
  const [row] = await db.select().from(verify_customers).where(eq(verify_customers.id, id));
  return row;
}

/**
 * Stores an application as pending with these answers, replacing any earlier answers, in one
 * transaction. `expected` is the state the caller saw (no row, or a failed one): if another request
 * changed it meanwhile, nothing is written and false is answered.
 */
export async function saveApplication(
  db: Db,
  input: {
    userId: number;
    kind: VerificationKind;
    existingId: number | null;
    answers: { formId: number; value: string }[];
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    let id: number;
    if (input.existingId === null) {
      const [row] = await tx
        .insert(verify_customers)
        .values({ user_id: input.userId, kind: input.kind, status: 'pending' })
        .onConflictDoNothing()
        .returning({ id: verify_customers.id });
      if (!row) return false;
      id = row.id;
    } else {
      const [row] = await tx
        .update(verify_customers)
        .set({ status: 'pending', reason: null, updated_at: new Date() })
        .where(and(eq(verify_customers.id, input.existingId), eq(verify_customers.status, 'failed')))
        .returning({ id: verify_customers.id });
      if (!row) return false;
      id = row.id;
      await tx.delete(verify_customer_values).where(eq(verify_customer_values.verify_customer_id, id));
    }
    if (input.answers.length) {
      await tx
        .insert(verify_customer_values)
        .values(
          input.answers.map((a) => ({ verify_customer_id: id, verify_customer_form_id: a.formId, value: a.value })),
        );
    }
    return true;
  });
}

/** Sets an application's status (and failure reason). */
export async function setApplicationStatus(
  db: Db,
  id: number,
  status: 'success' | 'failed',
  reason: string | null,
): Promise<VerifyRow | undefined> {
  const [row] = await db
    .update(verify_customers)
    .set({ status, reason, updated_at: new Date() })
    .where(eq(verify_customers.id, id))
    .returning();
  return row;
}

/** Applications filtered by status and kind, oldest first (a review queue), with the total count. */
export async function listApplications(
  db: Db,
  filter: { status?: VerifyRow['status'] | undefined; kind?: VerificationKind | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: VerifyRow[]; total: number }> {
  const where = and(
    filter.status ? eq(verify_customers.status, filter.status) : undefined,
    filter.kind ? eq(verify_customers.kind, filter.kind) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(verify_customers)
      .where(where)
      .orderBy(asc(verify_customers.updated_at), asc(verify_customers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(verify_customers).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/**
 * What the answers of these applications need: their values, fields, the applicants with listing counts, and
 * the key that signs their documents' private URLs.
 */
export async function applicationDetails(db: Db, rows: VerifyRow[]) {
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const urlKey = await signingKey(db);
  if (!ids.length) return { values: [], fields: new Map<number, FormField>(), users: [], props: [], projs: [], urlKey };
  const [values, users, props, projs] = await Promise.all([
    db
      .select()
      .from(verify_customer_values)
      .where(inArray(verify_customer_values.verify_customer_id, ids))
      .orderBy(asc(verify_customer_values.id)),
    db
      .select({ id: customers.id, name: customers.name, email: customers.email, profile: customers.profile })
      .from(customers)
      .where(inArray(customers.id, userIds)),
    db
      .select({ user_id: propertys.added_by, n: count() })
      .from(propertys)
      .where(inArray(propertys.added_by, userIds))
      .groupBy(propertys.added_by),
    db
      .select({ user_id: projects.added_by, n: count() })
      .from(projects)
      .where(inArray(projects.added_by, userIds))
      .groupBy(projects.added_by),
  ]);
  const fields = await fieldsById(db, [...new Set(values.map((v) => v.verify_customer_form_id))]);
  return { values, fields, users, props, projs, urlKey };
}

/** Every application of a customer (any kind), e.g. to find their documents before the account goes. */
export async function applicationsOf(db: Db, userId: number): Promise<VerifyRow[]> {
  return db.select().from(verify_customers).where(eq(verify_customers.user_id, userId));
}
