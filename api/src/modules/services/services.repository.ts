// Queries of service listings: the listing kit's reads (one by slug or id, the owner's list, the public list with
// its filters), and requests (the caller's own, and the provider's inbox).
import type { ListingSort } from '@abode/shared/wire';
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, service_requests, service_types, services } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  type DetailRead,
  listingRepository,
  type PublicListFilters,
  searchTextMatches,
} from '../listing-kit/listing.repository.ts';
import type { ListingFileRow } from '../listing-kit/listing-files.ts';

/** A stored service. */
export type ServiceRow = typeof services.$inferSelect;
/** A stored request of a service. */
export type ServiceRequestRow = typeof service_requests.$inferSelect;
/** A service with its type, as every answer needs it. */
export interface ServiceWithType {
  service: ServiceRow;
  type: { id: number; name: string };
  /** What its detail shows besides, when read with it (findForDetail). */
  read?: DetailRead;
}

/** A list's service: with its type and its files (read in the page's statement). */
export interface ServiceListRow extends ServiceWithType {
  files: ListingFileRow[];
}

/** Services as the listing kit reads them: each with its type's name (a JSON column, as the files). */
export const serviceRepository = listingRepository({
  kind: 'service',
  table: services,
  omit: ['search_text'],
  names: [
    sql`(select json_build_object('id', st.id, 'name', st.name) from ${service_types} st
      where st.id = p.service_type_id) as rel_type`,
  ],
  itemOf: (service, r): ServiceWithType => ({ service, type: r.rel_type as ServiceWithType['type'] }),
});

/** Filters of get-service after validation. */
export interface ServiceFilters extends PublicListFilters {
  service_type_id?: number | undefined;
  sort?: ListingSort | undefined;
}

/**
 * One page of visible services with their type and files, and the number matching (capped: pageOfList). The
 * conditions read `services` alone (a search: its `search_text`, which holds the type's name too, migration
 * 0033), so the count needs no join to service_types; only the page's rows look up the type's name.
 */
export function findServices(
  db: Db,
  f: ServiceFilters,
): Promise<{ total: number; capped: boolean; rows: ServiceListRow[] }> {
  const c: SQL[] = [];
  if (f.service_type_id) c.push(eq(services.service_type_id, f.service_type_id));
  if (f.search) {
    const p = likePattern(f.search);
    c.push(
      searchTextMatches(services.search_text, [services.title, services.company_name, services.location], f.search, p),
    );
  }
  return serviceRepository.findPage(db, f, c, f.sort, true);
}

/** The user's own request of each of these services they requested. */
export async function requestsBy(
  db: Db,
  userId: number | null,
  serviceIds: number[],
): Promise<Map<number, { id: number; status: ServiceRequestRow['status']; created_at: Date }>> {
  if (userId === null || !serviceIds.length) return new Map();
  const rows = await db
    .select({
      service_id: service_requests.service_id,
      id: service_requests.id,
      status: service_requests.status,
      created_at: service_requests.created_at,
    })
    .from(service_requests)
    .where(and(eq(service_requests.user_id, userId), inArray(service_requests.service_id, serviceIds)));
  return new Map(rows.map(({ service_id, ...r }) => [service_id, r]));
}

/** Stores a request; undefined when this user already requested this service (the pair is unique). */
export async function insertServiceRequest(db: Db, row: { service_id: number; user_id: number; message: string }) {
  const [stored] = await db
    .insert(service_requests)
    .values(row)
    .onConflictDoNothing({ target: [service_requests.service_id, service_requests.user_id] })
    .returning();
  return stored;
}

// ---------------------------------------------------------------------------------------------
// The provider's inbox
// ---------------------------------------------------------------------------------------------

/**
 * The services a user answers requests of: their own, and for an admin also the admin's listings (no poster),
 * as listing.service.ts `ownsListing` decides.
 */
const servicesOwnedBy = (user: Pick<AuthUser, 'id' | 'role'>): SQL =>
  (user.role === 'admin'
    ? or(eq(services.user_id, user.id), isNull(services.user_id))
    : eq(services.user_id, user.id)) as SQL;

/** A request with the service asked and the requester, as the provider sees it. */
export interface OwnerRequestRow {
  request: ServiceRequestRow;
  service: { id: number; slug_id: string; title: string };
  user: { id: number; name: string | null; profile: string | null; mobile: string | null; email: string | null };
}

const ownerRequests = (db: Db) =>
  db
    .select({
      request: service_requests,
      service: { id: services.id, slug_id: services.slug_id, title: services.title },
      user: {
        id: customers.id,
        name: customers.name,
        profile: customers.profile,
        mobile: customers.mobile,
        email: customers.email,
      },
    })
    .from(service_requests)
    .innerJoin(services, eq(services.id, service_requests.service_id))
    .innerJoin(customers, eq(customers.id, service_requests.user_id));

/** A page of the requests made on the services `owner` answers for (one, one state), newest first, and their total. */
export async function findOwnerRequests(
  db: Db,
  owner: Pick<AuthUser, 'id' | 'role'>,
  q: {
    offset: number;
    limit: number;
    service_id?: number | undefined;
    status?: ServiceRequestRow['status'] | undefined;
  },
): Promise<{ total: number; rows: OwnerRequestRow[] }> {
  const where = and(
    servicesOwnedBy(owner),
    q.service_id ? eq(service_requests.service_id, q.service_id) : undefined,
    q.status ? eq(service_requests.status, q.status) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(service_requests)
    .innerJoin(services, eq(services.id, service_requests.service_id))
    .where(where);
  if (!total?.n) return { total: 0, rows: [] };
  const rows = await ownerRequests(db).where(where).orderBy(desc(service_requests.id)).offset(q.offset).limit(q.limit);
  return { total: total.n, rows };
}

/**
 * Sets the state of a request made on a service `owner` answers for; the request after it with whether its
 * state changed, or undefined when there is no such request among theirs.
 */
export async function setOwnerRequestStatus(
  db: Db,
  owner: Pick<AuthUser, 'id' | 'role'>,
  requestId: number,
  status: ServiceRequestRow['status'],
): Promise<{ row: OwnerRequestRow; changed: boolean } | undefined> {
  const mine = db.select({ id: services.id }).from(services).where(servicesOwnedBy(owner));
  const theirs = and(eq(service_requests.id, requestId), inArray(service_requests.service_id, mine));
  // Only a real change matches (one of two identical decisions at once), so `changed` tells whom to notify.
  const [updated] = await db
    .update(service_requests)
    .set({ status, updated_at: new Date() })
    .where(and(theirs, ne(service_requests.status, status)))
    .returning({ id: service_requests.id });
  const [row] = await ownerRequests(db).where(updated ? eq(service_requests.id, updated.id) : theirs);
  return row && { row, changed: Boolean(updated) };
}
