/** Building projects with their gallery, documents and floor plans. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amenities, categories, outdoor_facilities, parameters } from './catalogue.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { customers } from './users.ts';

/** The rows get-projects lists. */
const VISIBLE = sql`request_status = 'approved' and status = 1`;

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug_id: text('slug_id').notNull().unique(),
    description: text('description').notNull().default(''),
    meta_title: text('meta_title').notNull().default(''),
    meta_description: text('meta_description').notNull().default(''),
    meta_keywords: text('meta_keywords').notNull().default(''),
    meta_image: text('meta_image').notNull().default(''),
    image: text('image').notNull().default(''),
    video_link: text('video_link').notNull().default(''),
    location: text('location').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    type: text('type').notNull().default('under_construction'), // under_construction | upcoming
    added_by: integer('added_by').references(() => customers.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    price: money('price'),
    sqft: doublePrecision('sqft'),
    projecthighligts: text('projecthighligts').notNull().default(''), // sic: spec spelling
    status: smallint('status').notNull().default(0),
    request_status: text('request_status', { enum: ['approved', 'rejected', 'pending'] })
      .notNull()
      .default('pending'),
    total_click: integer('total_click').notNull().default(0),
    is_admin_listing: boolean('is_admin_listing').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Title and location lowered once, for the text search: `title ILIKE p OR location ILIKE p` is exactly
    // `search_text LIKE lower(p)` in a UTF-8 database (ILIKE lowers both sides) for any p without chr(31), and a
    // plain LIKE is ~10× cheaper per row than ILIKE (bench/RESULTS.md, projects).
    search_text: text('search_text').generatedAlwaysAs(sql.raw(`lower("title" || chr(31) || "location")`)),
    // The project's map marker as get-project-map's compact answer spells it, `[id,latitude,longitude,"title",
    // "place"]` (projectMapTuple; null without coordinates): written once per change, so 500 markers are one
    // string_agg over an index (projects_visible_markers_idx) rather than 500 rows formatted per request.
    marker: text('marker').generatedAlwaysAs(
      sql.raw(`project_marker("id", "latitude", "longitude", "title", "location", "city", "state")`),
    ),
    // The same marker as a viewer without project_access gets it (docs/decisions/031): the centre of the
    // 0.01° cell (about 1 km) the project stands in, and its city and state for the place, never the address.
    area_marker: text('area_marker').generatedAlwaysAs(
      sql.raw(`project_area_marker("id", "latitude", "longitude", "title", "city", "state")`),
    ),
  },
  (t) => [
    index('projects_visible_idx').on(t.request_status, t.status, t.id),
    index('projects_category_idx').on(t.category_id),
    // get-projects over the visible rows (approved and active): a city or a category newest first, and each
    // sort order (bench/RESULTS.md, projects).
    // A city newest first; with type, price and the plain city in the index, a city's capped count (and a
    // city + type + price one) is an index-only scan: an expression alone does not allow one.
    index('projects_visible_city_idx')
      .on(sql`lower(${t.city})`, t.id.desc().nullsFirst(), t.type, t.price, t.city)
      .where(VISIBLE),
    // The text search through trigrams (a rare word), OR-ed with the matching categories; a common word's
    // capped count reads rows until 1,001 match, which `search_text` keeps cheap.
    index('projects_visible_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`).where(VISIBLE),
    // Map bounds: a latitude range, longitude checked in the index.
    index('projects_visible_geo_idx').on(t.latitude, t.longitude).where(VISIBLE),
    // A map view's newest markers, read from an index, never from the table: a view with many matches walks
    // them newest first, checking the viewport in the index (projects_visible_markers_idx); a small view dense
    // with matches (the planner, blind to how latitude and longitude go together, cannot tell which) reads the
    // view's range and keeps the newest (projects_visible_geo_markers_idx). 1.6 ms, where the table's rows took
    // 11 (bench/RESULTS.md, 2026-11-25).
    index('projects_visible_markers_idx')
      .on(t.id.desc().nullsFirst(), t.latitude, t.longitude, t.marker)
      .where(sql`${VISIBLE} and ${t.marker} is not null`),
    index('projects_visible_geo_markers_idx')
      .on(t.latitude, t.longitude, t.id, t.marker)
      .where(sql`${VISIBLE} and ${t.marker} is not null`),
    // The same two for the area markers (decision 031), with the owner, whose own projects keep their exact
    // marker. Both markers in one index made it wide enough that the planner walked the table instead (p99 43 →
    // 66 ms): each its own keeps either read from an index alone.
    index('projects_visible_area_markers_idx')
      .on(t.id.desc().nullsFirst(), t.latitude, t.longitude, t.area_marker, t.added_by)
      .where(sql`${VISIBLE} and ${t.area_marker} is not null`),
    index('projects_visible_geo_area_markers_idx')
      .on(t.latitude, t.longitude, t.id, t.area_marker, t.added_by)
      .where(sql`${VISIBLE} and ${t.area_marker} is not null`),
    // Whether a project is visible, for filters driven from another table (amenities, parameters, seller):
    // a two-level probe, where projects_visible_idx takes three.
    index('projects_visible_id_idx').on(t.id).where(VISIBLE),
    index('projects_visible_category_idx').on(t.category_id, t.id.desc().nullsFirst()).where(VISIBLE),
    index('projects_visible_price_asc_idx').on(t.price.asc().nullsLast(), t.id.desc().nullsFirst()).where(VISIBLE),
    index('projects_visible_price_desc_idx').on(t.price.desc().nullsLast(), t.id.desc().nullsFirst()).where(VISIBLE),
    index('projects_visible_sqft_asc_idx').on(t.sqft.asc().nullsLast(), t.id.desc().nullsFirst()).where(VISIBLE),
    index('projects_visible_sqft_desc_idx').on(t.sqft.desc().nullsLast(), t.id.desc().nullsFirst()).where(VISIBLE),
    index('projects_visible_clicks_idx').on(t.total_click.desc().nullsFirst(), t.id.desc().nullsFirst()).where(VISIBLE),
    // seller_type=admin: the admin's projects are few, found by walking every visible row without this (50–74 ms
    // a request at 100,000, 3–4 ms with it); posted_since: the capped count reads the recent rows only (it walked
    // the older ones first: 28–46 ms, 4–6 ms with it).
    index('projects_visible_admin_idx').on(t.id.desc().nullsFirst()).where(sql`${VISIBLE} and is_admin_listing`),
    index('projects_visible_created_idx').on(t.created_at).where(VISIBLE),
  ],
);

/**
 * Files of a project by `type`: gallery images (`image`), documents (`doc`), brochure images (`broucher`,
 * wire `broucher_images`) and payment-plan documents (`payment`, wire `paymentdocument`).
 */
export const project_documents = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['image', 'doc', 'broucher', 'payment'] }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('project_documents_project_idx').on(t.project_id, t.type)],
);

/** Floor plans. */
export const project_plans = pgTable(
  'project_plans',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    document: text('document').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('project_plans_project_idx').on(t.project_id)],
);

/** Parameter values of a project (its category's parameters), as `assign_parameters` for properties. */
export const project_parameters = pgTable(
  'project_parameters',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parameter_id: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('project_parameters_pair_unique').on(t.project_id, t.parameter_id),
    index('project_parameters_parameter_idx').on(t.parameter_id, t.project_id),
    // get-projects' exact parameter filter (number, dropdown and radio parameters): the matching projects.
    index('project_parameters_value_idx').on(t.parameter_id, sql`lower(${t.value})`, t.project_id),
  ],
);

/** Nearby places of a project with their distance (km). */
export const project_facilities = pgTable(
  'project_facilities',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => outdoor_facilities.id, { onDelete: 'cascade' }),
    distance: doublePrecision('distance').notNull().default(0),
  },
  (t) => [uniqueIndex('project_facilities_pair_unique').on(t.project_id, t.facility_id)],
);

/** Amenities of a project. */
export const project_amenities = pgTable(
  'project_amenities',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    amenity_id: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('project_amenities_pair_unique').on(t.project_id, t.amenity_id),
    index('project_amenities_amenity_idx').on(t.amenity_id, t.project_id),
  ],
);
