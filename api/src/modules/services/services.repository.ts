import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { service_types, services } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql.ts';

/** Filters of get-service after validation. */
export interface ServiceFilters {
  id?: number | undefined;
  slug_id?: string | undefined;
  service_type_id?: number | undefined;
  city?: string | undefined;
  search?: string | undefined;
  user_id?: number | undefined;
  offset: number;
  limit: number;
}

/** One page of approved, active service listings with their type, and the total. */
export async function findServices(db: Db, f: ServiceFilters) {
  const c: SQL[] = [eq(services.request_status, 'approved'), eq(services.status, 1)];
  if (f.id) c.push(eq(services.id, f.id));
  if (f.slug_id) c.push(eq(services.slug_id, f.slug_id));
  if (f.service_type_id) c.push(eq(services.service_type_id, f.service_type_id));
  if (f.city) c.push(sql`lower(${services.city}) = lower(${f.city})`);
  if (f.user_id) c.push(eq(services.user_id, f.user_id));
  if (f.search) {
    const p = likePattern(f.search);
    c.push(
      sql`(${services.title} ilike ${p} or ${services.company_name} ilike ${p} or ${services.location} ilike ${p} or ${service_types.name} ilike ${p})`,
    );
  }
  const where = and(...c);
  const [total] = await db
    .select({ n: count() })
    .from(services)
    .innerJoin(service_types, eq(service_types.id, services.service_type_id))
    .where(where);
  const rows = await db
    .select({ service: services, type: service_types })
    .from(services)
    .innerJoin(service_types, eq(service_types.id, services.service_type_id))
    .where(where)
    .orderBy(desc(services.id))
    .offset(f.offset)
    .limit(f.limit);
  return { total: total?.n ?? 0, rows };
}
