/**
 * The services domain (spec §3, decision 017): service listings, repair works, joint-venture posts and construction
 * profiles, their lookups, files, ratings, requests, interests and views, and contact / CSR messages. There is
 * no upstream for these modules (reference §5): names follow the spec, misspellings included (`ratting`).
 *
 * The four listing kinds share their review states with properties and projects: `request_status` pending until
 * an admin approves (approved, status 1) or rejects (status 0, reason in `reject_reasons`); `status` is the
 * owner's switch. `rating_avg` / `rating_count` and `total_click` are kept on the row (written in the same
 * transaction as the rating or the view) so lists sort and show them without aggregating.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { customers } from './users.ts';

export const service_types = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  status: smallint('status').notNull().default(1),
  created_at: createdAt(),
});

/**
 * The custom modules' lookup lists, one table: `kind` names the list (get-repairworks-category,
 * get-repairworks-sub-category with `parent_id` the category, get-jvtypes, get-post-type, get-workscope,
 * get-projecttype). Only `status` 1 rows are offered.
 */
export const service_lookups = pgTable(
  'service_lookups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['repair_category', 'repair_sub_category', 'jv_type', 'post_type', 'work_scope', 'project_type'],
    }).notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => service_lookups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    status: smallint('status').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [index('service_lookups_kind_idx').on(t.kind, t.parent_id, t.id)],
);

/** Review and counter columns every listing kind has. */
const listingState = () => ({
  status: smallint('status').notNull().default(1),
  request_status: text('request_status', { enum: ['approved', 'rejected', 'pending'] })
    .notNull()
    .default('pending'),
  rating_avg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  rating_count: integer('rating_count').notNull().default(0),
  total_click: integer('total_click').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Contact columns the listing kinds share (spec §3). */
const contact = () => ({
  company_name: text('company_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  whatsapp_number: text('whatsapp_number').notNull().default(''),
  website_link: text('website_link').notNull().default(''),
  city: text('city').notNull().default(''),
  location: text('location').notNull().default(''),
  address: text('address').notNull().default(''),
  description: text('description').notNull().default(''),
  /** Storage key of the title image ('' none). */
  title_image: text('title_image').notNull().default(''),
});

const VISIBLE = sql`request_status = 'approved' and status = 1`;

/**
 * Indexes of the lists over the visible rows (decision 017, bench/api-services.ts). `id desc` is `nulls first` as
 * `ORDER BY id desc` means it: an index ordered `nulls last` cannot give that order (PostgreSQL does not use the
 * NOT NULL of id to ignore the difference), so the page was read another way and sorted. The city indexes end with
 * the plain `city` so that a count of a city is an index-only scan (an index expression alone does not allow one).
 */
type SortedListing = Record<'id' | 'price' | 'rating_avg' | 'rating_count' | 'total_click', ExtraConfigColumn>;

/** One index per `sort` of get-service / get-repairworks (`listingOrder` in modules/listing-kit) but the default. */
const sortIndexes = (table: string, t: SortedListing) => [
  index(`${table}_visible_rating_idx`)
    .on(t.rating_avg.desc().nullsFirst(), t.rating_count.desc().nullsFirst(), t.id.desc().nullsFirst())
    .where(VISIBLE),
  index(`${table}_visible_price_asc_idx`).on(t.price.asc().nullsLast(), t.id.desc().nullsFirst()).where(VISIBLE),
  index(`${table}_visible_price_desc_idx`).on(t.price.desc().nullsLast(), t.id.desc().nullsFirst()).where(VISIBLE),
  index(`${table}_visible_clicks_idx`).on(t.total_click.desc().nullsFirst(), t.id.desc().nullsFirst()).where(VISIBLE),
];

/** Service listings (spec §3 "Service listing"). Gallery and documents are rows of `service_files`. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    service_type_id: integer('service_type_id')
      .notNull()
      .references(() => service_types.id),
    user_id: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug_id: text('slug_id').notNull().unique(),
    timing: text('timing').notNull().default(''),
    price: money('price'),
    since: text('since').notNull().default(''),
    ...contact(),
    ...listingState(),
    // The text get-service's `search` reads (decision 017): lowered title, company, location and the type's name,
    // chr(31) between them (not in a search pattern), so `search_text LIKE lower(p)` matches as the ILIKEs per
    // column and on the type's name did, in one condition the trigram index answers. Written by triggers
    // (migration 0033): on a service's insert or update, and on every service of a type when the type is renamed.
    search_text: text('search_text').notNull().default(''),
  },
  (t) => [
    index('services_visible_idx').on(t.id.desc().nullsFirst()).where(VISIBLE),
    index('services_visible_type_idx').on(t.service_type_id, t.id.desc().nullsFirst()).where(VISIBLE),
    index('services_visible_city_idx').on(sql`lower(${t.city})`, t.id.desc().nullsFirst(), t.city).where(VISIBLE),
    ...sortIndexes('services', t),
    index('services_user_idx').on(t.user_id, t.id.desc().nullsFirst()),
    index('services_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('services_visible_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`).where(VISIBLE),
  ],
);

/** Repair works (spec §3 "Repair work listing": the service fields plus category, sub-category, date, contact). */
export const repair_works = pgTable(
  'repair_works',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => service_lookups.id),
    sub_category_id: integer('sub_category_id').references(() => service_lookups.id, { onDelete: 'set null' }),
    service_type_id: integer('service_type_id').references(() => service_types.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug_id: text('slug_id').notNull().unique(),
    timing: text('timing').notNull().default(''),
    price: money('price'),
    since: text('since').notNull().default(''),
    service_date: date('service_date', { mode: 'string' }),
    contact_name: text('contact_name').notNull().default(''),
    location_of_issue: text('location_of_issue').notNull().default(''),
    ...contact(),
    ...listingState(),
    // get-repairworks' `search` text: lowered title, company, location and location of issue (as services).
    search_text: text('search_text').generatedAlwaysAs(
      sql.raw(`lower("title" || chr(31) || "company_name" || chr(31) || "location" || chr(31) || "location_of_issue")`),
    ),
  },
  (t) => [
    index('repair_works_visible_idx').on(t.id.desc().nullsFirst()).where(VISIBLE),
    index('repair_works_visible_category_idx')
      .on(t.category_id, t.id.desc().nullsFirst(), t.sub_category_id)
      .where(VISIBLE),
    index('repair_works_visible_city_idx').on(sql`lower(${t.city})`, t.id.desc().nullsFirst(), t.city).where(VISIBLE),
    ...sortIndexes('repair_works', t),
    index('repair_works_user_idx').on(t.user_id, t.id.desc().nullsFirst()),
    index('repair_works_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('repair_works_visible_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`).where(VISIBLE),
  ],
);

/**
 * Joint-venture posts and construction / contractor profiles, one table (`kind` jv or construction): they share
 * delete, rating, view count and by-slug calls (`jv-construction-delete`, `jv-construction-ratting` with
 * `post_id`, `post_jv_construction_view_count`, `get_jv_construction_by_slug`). Lookup references: `post_type`
 * and `jv_type` (JV), `type` (get-projecttype) and `work` (get-workscope) for constructions.
 */
export const jv_constructions = pgTable(
  'jv_constructions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['jv', 'construction'] }).notNull(),
    user_id: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug_id: text('slug_id').notNull().unique(),
    contact_name: text('contact_name').notNull().default(''),
    // Joint venture.
    post_type: integer('post_type').references(() => service_lookups.id, { onDelete: 'set null' }),
    jv_type: integer('jv_type').references(() => service_lookups.id, { onDelete: 'set null' }),
    land_size: text('land_size').notNull().default(''),
    brokerage: text('brokerage').notNull().default(''),
    ownership_status: text('ownership_status').notNull().default(''),
    expected_date: date('expected_date', { mode: 'string' }),
    // Construction.
    type: integer('type').references(() => service_lookups.id, { onDelete: 'set null' }),
    work: integer('work').references(() => service_lookups.id, { onDelete: 'set null' }),
    number_of_project: integer('number_of_project'),
    area: text('area').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }),
    ...contact(),
    ...listingState(),
  },
  (t) => [
    index('jv_constructions_visible_idx').on(t.kind, t.id.desc().nullsFirst()).where(VISIBLE),
    index('jv_constructions_visible_type_idx').on(t.kind, t.type, t.id.desc().nullsFirst()).where(VISIBLE),
    index('jv_constructions_visible_work_idx').on(t.kind, t.work, t.id.desc().nullsFirst()).where(VISIBLE),
    index('jv_constructions_visible_jv_type_idx').on(t.kind, t.jv_type, t.id.desc().nullsFirst()).where(VISIBLE),
    index('jv_constructions_visible_post_type_idx').on(t.kind, t.post_type, t.id.desc().nullsFirst()).where(VISIBLE),
    index('jv_constructions_visible_city_idx')
      .on(t.kind, sql`lower(${t.city})`, t.id.desc().nullsFirst(), t.city)
      .where(VISIBLE),
    // `sort_by` top_rated and most_viewed (oldest reads jv_constructions_visible_idx backwards).
    index('jv_constructions_visible_rating_idx')
      .on(t.kind, t.rating_avg.desc().nullsFirst(), t.rating_count.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(VISIBLE),
    index('jv_constructions_visible_clicks_idx')
      .on(t.kind, t.total_click.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(VISIBLE),
    index('jv_constructions_user_idx').on(t.user_id, t.kind, t.id.desc().nullsFirst()),
    index('jv_constructions_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // get-jv / get-constructions `search` (the title only): `lower(title) LIKE lower(p)` over the visible rows.
    index('jv_constructions_visible_search_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`).where(VISIBLE),
  ],
);

/** Exactly one of the three listing references is set (files, ratings, views). */
const oneListing = (name: string) => check(name, sql`num_nonnulls(service_id, repair_work_id, post_id) = 1`);

const listingRefs = () => ({
  service_id: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
  repair_work_id: integer('repair_work_id').references(() => repair_works.id, { onDelete: 'cascade' }),
  post_id: integer('post_id').references(() => jv_constructions.id, { onDelete: 'cascade' }),
});

/** Gallery images and documents of the four kinds (storage keys), removable by id (`remove_gallery`, `remove_doc`). */
export const service_files = pgTable(
  'service_files',
  {
    id: serial('id').primaryKey(),
    ...listingRefs(),
    type: text('type', { enum: ['image', 'doc'] }).notNull(),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    oneListing('service_files_one_listing'),
    index('service_files_service_idx').on(t.service_id, t.id).where(sql`service_id is not null`),
    index('service_files_repair_idx').on(t.repair_work_id, t.id).where(sql`repair_work_id is not null`),
    index('service_files_post_idx').on(t.post_id, t.id).where(sql`post_id is not null`),
  ],
);

/** Ratings (spec §3 "Rating"): one per user per item (a second one edits it), 1–5. */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...listingRefs(),
    ratting: smallint('ratting').notNull(),
    comment: text('comment').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    oneListing('ratings_one_listing'),
    check('ratings_ratting_range', sql`ratting between 1 and 5`),
    uniqueIndex('ratings_service_user_unique').on(t.service_id, t.user_id).where(sql`service_id is not null`),
    uniqueIndex('ratings_repair_user_unique').on(t.repair_work_id, t.user_id).where(sql`repair_work_id is not null`),
    uniqueIndex('ratings_post_user_unique').on(t.post_id, t.user_id).where(sql`post_id is not null`),
    index('ratings_user_idx').on(t.user_id),
  ],
);

/** Views of a listing counted once per visitor (as property_views); `total_click` on the listing is the count. */
export const service_views = pgTable(
  'service_views',
  {
    id: serial('id').primaryKey(),
    ...listingRefs(),
    visitor: text('visitor').notNull(),
    viewed_at: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneListing('service_views_one_listing'),
    uniqueIndex('service_views_service_unique').on(t.service_id, t.visitor).where(sql`service_id is not null`),
    uniqueIndex('service_views_repair_unique').on(t.repair_work_id, t.visitor).where(sql`repair_work_id is not null`),
    uniqueIndex('service_views_post_unique').on(t.post_id, t.visitor).where(sql`post_id is not null`),
    index('service_views_viewed_at_idx').on(t.viewed_at),
  ],
);

/** `request-service`: a user asks a service's provider to contact them (one open request per user and service). */
export const service_requests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_requests_pair_unique').on(t.service_id, t.user_id),
    index('service_requests_user_idx').on(t.user_id, t.id),
  ],
);

/** Interest shown in a repair work (`repairworks_interested_users`), approved or shortlisted by its owner. */
export const repair_work_interests = pgTable(
  'repair_work_interests',
  {
    id: serial('id').primaryKey(),
    repair_work_id: integer('repair_work_id')
      .notNull()
      .references(() => repair_works.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    is_shortlisted: smallint('is_shortlisted').notNull().default(0),
    is_approved: smallint('is_approved').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('repair_work_interests_pair_unique').on(t.repair_work_id, t.customer_id),
    index('repair_work_interests_customer_idx').on(t.customer_id, t.id),
  ],
);

/** Contact-us (`contct_us`) and CSR-works (`csr-works`) messages (spec §3 "Contact message"), read by admins. */
export const contact_messages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'csr'] }).notNull(),
    user_id: integer('user_id').references(() => customers.id, { onDelete: 'set null' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('contact_messages_kind_idx').on(t.kind, t.id.desc())],
);

/** `post_feedback`: a user's feedback about the product (or an item), read by admins. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => customers.id, { onDelete: 'set null' }),
    ratting: smallint('ratting'),
    message: text('message').notNull(),
    created_at: createdAt(),
  },
  () => [check('feedbacks_ratting_range', sql`ratting is null or ratting between 1 and 5`)],
);
