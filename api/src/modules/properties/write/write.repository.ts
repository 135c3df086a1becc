import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  advertisements,
  amenities,
  categories,
  outdoor_facilities,
  parameters,
  projects,
  propertys,
  questionaires,
  reject_reasons,
  verify_customers,
} from '../../../db/schema.ts';
import { pageWithTotal } from '../../../lib/sql.ts';
import { ADVERT_RUNNING } from '../../packages/adverts.ts';

/** A property row with its category, the shape the read helpers build property objects from. */
export type PropertyWithCategory = {
  property: typeof propertys.$inferSelect;
  category: typeof categories.$inferSelect;
};

/** A property with its category by id (any state). */
export async function propertyById(db: Db, id: number): Promise<PropertyWithCategory | undefined> {
  const [row] = await db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(eq(propertys.id, id));
  return row;
}

/** An active category and its parameter definitions, in the category's order. */
export async function categoryWithParameters(db: Db, id: number) {
  const [category] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.status, 1)));
  if (!category) return undefined;
  const ids = category.parameter_types;
  const rows = ids.length ? await db.select().from(parameters).where(inArray(parameters.id, ids)) : [];
  const defs = ids.flatMap((pid) => rows.filter((r) => r.id === pid));
  return { category, parameters: defs };
}

/** Which of the given ids are active amenities. */
export async function knownAmenities(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: amenities.id })
    .from(amenities)
    .where(and(inArray(amenities.id, ids), eq(amenities.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** Which of the given ids are outdoor facilities. */
export async function knownFacilities(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: outdoor_facilities.id })
    .from(outdoor_facilities)
    .where(inArray(outdoor_facilities.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Active questions of the questionnaire. */
export function activeQuestions(db: Db) {
  return db.select().from(questionaires).where(eq(questionaires.status, 1)).orderBy(asc(questionaires.id));
}

/** Whether a customer holds any successful verification (agent, builder or tenant). */
export async function isVerifiedCustomer(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: verify_customers.id })
    .from(verify_customers)
    .where(and(eq(verify_customers.user_id, userId), eq(verify_customers.status, 'success')))
    .limit(1);
  return Boolean(row);
}

/** Filters of get-added-properties. */
export interface AddedFilters {
  ownerId: number;
  id?: number | undefined;
  slug_id?: string | undefined;
  property_type?: number | undefined;
  is_promoted?: boolean | undefined;
  request_status?: ('approved' | 'rejected' | 'pending')[] | undefined;
  status?: number | undefined;
  offset: number;
  limit: number;
}

const runningAdvert = sql`exists (select 1 from ${advertisements} a where a.property_id = ${propertys.id} and ${ADVERT_RUNNING})`;

/** A page of an owner's properties in every state, newest first, and the total before paging. */
export async function findAddedProperties(db: Db, f: AddedFilters) {
  const c: SQL[] = [eq(propertys.added_by, f.ownerId)];
  if (f.id) c.push(eq(propertys.id, f.id));
  if (f.slug_id) c.push(eq(propertys.slug_id, f.slug_id));
  if (f.property_type !== undefined) c.push(eq(propertys.propery_type, f.property_type));
  if (f.request_status?.length) c.push(inArray(propertys.request_status, f.request_status));
  if (f.status !== undefined) c.push(eq(propertys.status, f.status));
  if (f.is_promoted) c.push(runningAdvert);
  const where = and(...c);
  return pageWithTotal(db, propertys, where, () =>
    db
      .select({ property: propertys, category: categories })
      .from(propertys)
      .innerJoin(categories, eq(categories.id, propertys.category_id))
      .where(where)
      .orderBy(desc(propertys.id))
      .offset(f.offset)
      .limit(f.limit),
  );
}

/** The latest rejection reason per property. */
export async function latestRejectReasons(db: Db, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, typeof reject_reasons.$inferSelect>();
  const rows = await db
    .select()
    .from(reject_reasons)
    .where(inArray(reject_reasons.property_id, propertyIds))
    .orderBy(asc(reject_reasons.id));
  return new Map(rows.map((r) => [r.property_id ?? 0, r]));
}

/** The latest advert per property. */
export async function latestAdverts(db: Db, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, typeof advertisements.$inferSelect>();
  const rows = await db
    .select()
    .from(advertisements)
    .where(inArray(advertisements.property_id, propertyIds))
    .orderBy(asc(advertisements.id));
  return new Map(rows.map((r) => [r.property_id ?? 0, r]));
}

/** A project's owner and review state, for featuring. */
export async function projectById(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** A page of a customer's adverts of one kind, newest first. */
export async function findMyAdverts(
  db: Db,
  userId: number,
  kind: 'property' | 'project',
  offset: number,
  limit: number,
) {
  const where = and(eq(advertisements.customer_id, userId), eq(advertisements.for, kind));
  const [total] = await db.select({ n: count() }).from(advertisements).where(where);
  const rows = await db
    .select()
    .from(advertisements)
    .where(where)
    .orderBy(desc(advertisements.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

/** Properties with their categories by id. */
export function propertiesByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as PropertyWithCategory[]);
  return db
    .select({ property: propertys, category: categories })
    .from(propertys)
    .innerJoin(categories, eq(categories.id, propertys.category_id))
    .where(inArray(propertys.id, ids));
}

/** Projects by id (summary fields). */
export function projectsByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as (typeof projects.$inferSelect)[]);
  return db.select().from(projects).where(inArray(projects.id, ids));
}
