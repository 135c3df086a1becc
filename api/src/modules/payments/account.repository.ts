// The buyer's packages (running and past, with usage) and featuring requests.
import type { Advertisement, UserPackage } from '@abode/shared/wire';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UrlBuilder } from '../../lib/urls.ts';
import { rowsOf } from '../properties/properties.repository.ts';

const running = sql`(up.start_date <= now() and (up.end_date is null or up.end_date > now()))`;

/** The user's packages, running ones first (soonest ending first), then past ones (latest first). */
export async function userPackagesOf(
  db: Db,
  userId: number,
  q: { status?: 'active' | 'expired' | undefined; offset: number; limit: number },
): Promise<{ rows: UserPackage[]; total: number }> {
  const filter =
    q.status === 'active'
      ? sql`and ${running}`
      : q.status === 'expired'
        ? sql`and up.end_date is not null and up.end_date <= now()`
        : sql``;
  const rows = await rowsOf<{
    id: number;
    package_id: number;
    name: string;
    package_type: 'free' | 'paid';
    price: string;
    duration: number;
    start_date: Date;
    end_date: Date | null;
    active: boolean;
    total: number;
  }>(
    db,
    sql`select up.id, up.package_id, p.name, p.package_type, p.price, p.duration, up.start_date, up.end_date,
          ${running} as active, count(*) over ()::int as total
        from user_packages up join packages p on p.id = up.package_id
        where up.user_id = ${userId} ${filter}
        order by ${running} desc,
          case when ${running} then up.end_date end asc nulls last,
          up.end_date desc nulls last, up.id desc
        limit ${q.limit} offset ${q.offset}`,
  );
  const ids = rows.map((r) => r.id);
  const features = ids.length
    ? await rowsOf<{
        user_package_id: number;
        id: number;
        name: string;
        type: string;
        limit_type: 'limited' | 'unlimited';
        used_limit: number | null;
        total_limit: number | null;
      }>(
        db,
        sql`select up.id as user_package_id, f.id, f.name, f.type, pf.limit_type,
              l.used_limit, l.total_limit
            from user_packages up
            join package_features pf on pf.package_id = up.package_id
            join features f on f.id = pf.feature_id
            left join user_package_limits l on l.user_package_id = up.id and l.package_feature_id = pf.id
            where up.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by f.id`,
      )
    : [];
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      package_id: r.package_id,
      name: r.name,
      package_type: r.package_type,
      price: Number(r.price),
      duration: r.duration,
      start_date: new Date(r.start_date).toISOString(),
      end_date: r.end_date ? new Date(r.end_date).toISOString() : null,
      status: r.active ? 'active' : 'expired',
      features: features
        .filter((f) => f.user_package_id === r.id)
        .map((f) => ({
          id: f.id,
          name: f.name,
          type: f.type,
          limit_type: f.limit_type,
          used_limit: f.limit_type === 'limited' ? (f.used_limit ?? 0) : null,
          total_limit: f.limit_type === 'limited' ? (f.total_limit ?? 0) : null,
        })),
    })),
  };
}

/** The user's featuring requests with the listing's title, link id and picture; an ended approved one reads expired (3). */
export async function advertisementsOf(
  db: Db,
  urls: UrlBuilder,
  userId: number,
  q: { offset: number; limit: number },
): Promise<{ rows: Advertisement[]; total: number }> {
  const rows = await rowsOf<{
    id: number;
    for: 'property' | 'project';
    property_id: number | null;
    project_id: number | null;
    status: number;
    is_enable: boolean;
    start_date: Date | null;
    end_date: Date | null;
    created_at: Date;
    title: string | null;
    slug_id: string | null;
    image: string | null;
    total: number;
  }>(
    db,
    sql`select a.id, a."for", a.property_id, a.project_id,
          case when a.status = 0 and a.end_date is not null and a.end_date <= now() then 3 else a.status end as status,
          a.is_enable, a.start_date, a.end_date, a.created_at,
          coalesce(p.title, pr.title) as title, coalesce(p.slug_id, pr.slug_id) as slug_id,
          coalesce(nullif(p.title_image, ''), nullif(pr.image, '')) as image,
          count(*) over ()::int as total
        from advertisements a
        left join propertys p on p.id = a.property_id
        left join projects pr on pr.id = a.project_id
        where a.customer_id = ${userId}
        order by a.id desc
        limit ${q.limit} offset ${q.offset}`,
  );
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      for: r.for,
      property_id: r.property_id,
      project_id: r.project_id,
      status: Number(r.status),
      is_enable: r.is_enable,
      start_date: iso(r.start_date),
      end_date: iso(r.end_date),
      created_at: new Date(r.created_at).toISOString(),
      title: r.title ?? '',
      slug_id: r.slug_id,
      image: r.image ? urls.upload(r.image) : null,
    })),
  };
}
