/** Property listings and what hangs off one: gallery, documents, parameter values, nearby places and amenities. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amenities, categories, outdoor_facilities, parameters } from './catalogue.ts';
import { createdAt, money, updatedAt } from './columns.ts';

/**
 * The grid cell of a listing at `scale` cells per degree: (lat cell + 90·scale) · (360·scale + 1) + lng
 * cell + 180·scale, coordinates clamped to the globe so a bad value cannot overflow the integer.
 */
function geoCellSql(scale: number) {
  const cell = (col: string, bound: number) =>
    `(floor(greatest(-${bound}, least(${bound}, "${col}")) * ${scale})::int + ${bound * scale})`;
  return sql.raw(
    `case when "latitude" is null or "longitude" is null then null else ${cell('latitude', 90)} * ${360 * scale + 1} + ${cell('longitude', 180)} end`,
  );
}

/** PostgreSQL's text-search document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const propertys = pgTable(
  'propertys', // sic: upstream table name
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    package_id: integer('package_id'),
    title: text('title').notNull(),
    slug_id: text('slug_id').notNull().unique(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    client_address: text('client_address').notNull().default(''),
    propery_type: smallint('propery_type').notNull(), // sic: upstream spelling; 0 sell, 1 rent, 2 sold, 3 rented
    price: money('price').notNull(),
    post_type: smallint('post_type').notNull().default(1), // 0 admin, 1 customer
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    title_image: text('title_image').notNull().default(''),
    three_d_image: text('three_d_image').notNull().default(''),
    video_link: text('video_link').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    added_by: integer('added_by').notNull().default(0), // 0 = admin, else a customer id
    status: smallint('status').notNull().default(0), // 0 inactive, 1 active
    request_status: text('request_status', { enum: ['approved', 'rejected', 'pending'] })
      .notNull()
      .default('pending'),
    total_click: integer('total_click').notNull().default(0),
    // Kept by a trigger on favourites (migration 00xx_favourite_count_trigger): list cards and the
    // most-liked order read it instead of counting favourites per row.
    favourite_count: integer('favourite_count').notNull().default(0),
    rentduration: text('rentduration'),
    meta_title: text('meta_title').notNull().default(''),
    meta_description: text('meta_description').notNull().default(''),
    meta_keywords: text('meta_keywords').notNull().default(''),
    meta_image: text('meta_image').notNull().default(''),
    is_premium: boolean('is_premium').notNull().default(false),
    sqft: doublePrecision('sqft'),
    highligts: text('highligts').notNull().default(''), // sic: upstream spelling
    questionaries: jsonb('questionaries').$type<Record<string, unknown>>().notNull().default({}), // sic
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Map grid cells of 0.01°, 0.1° and 1° (null without coordinates): a map search reads the cells its
    // viewport covers through the btree indexes below, newest first per cell (see geoCell in
    // properties/search/geo.ts, which computes the same numbers).
    geo_cell_2: integer('geo_cell_2').generatedAlwaysAs(geoCellSql(100)),
    geo_cell_1: integer('geo_cell_1').generatedAlwaysAs(geoCellSql(10)),
    geo_cell_0: integer('geo_cell_0').generatedAlwaysAs(geoCellSql(1)),
    // The words of title, address and city for the text search (word-prefix matching through the GIN
    // index below; see searchTsQuery in properties/search/text.ts).
    // The price of one month, what sort=price_asc/price_desc compare: a rent (for rent or rented) is written per
    // day, month, quarter or year (spec §9 rent durations) and a yearly rent must not sort beside a monthly one
    // of the same figure; a sale price, or a rent without a known period, is taken as written. Decision 029.
    price_per_month: numeric('price_per_month', { precision: 18, scale: 4, mode: 'number' }).generatedAlwaysAs(
      sql.raw(
        `case when "propery_type" in (1, 3) then "price" * (case lower(coalesce("rentduration", '')) when 'daily' then 365 / 12.0 when 'quarterly' then 1 / 3.0 when 'yearly' then 1 / 12.0 else 1 end) else "price" end`,
      ),
    ),
    search_words: tsvector('search_words').generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("address", '') || ' ' || coalesce("city", ''))`,
      ),
    ),
  },
  (t) => [
    index('propertys_visible_idx').on(t.request_status, t.status, t.id),
    index('propertys_type_idx').on(t.propery_type),
    index('propertys_category_idx').on(t.category_id, t.propery_type),
    // Cities are matched case-insensitively.
    index('propertys_city_idx').on(sql`lower(${t.city})`),
    index('propertys_price_idx').on(t.price),
    index('propertys_added_by_idx').on(t.added_by),
    index('propertys_created_at_idx').on(t.created_at),
    index('propertys_geo_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // Searches (decision 007, speed work in bench/RESULTS.md): partial indexes over the visible rows only (approved and active),
    // matched because every public search repeats that predicate.
    // Filtered search (city + type + price range) and its capped count, without touching the heap: the
    // plain `city` last, because an index-only scan needs every column the query names, lower(city)'s too.
    index('propertys_city_type_price_idx')
      .on(sql`lower(${t.city})`, t.propery_type, t.price, t.id, t.city)
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    // The page of that search, newest first: walks (city, type) backwards by id, price checked in the index.
    index('propertys_city_type_id_idx')
      .on(sql`lower(${t.city})`, t.propery_type, t.id, t.price)
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    // Map bounds and drawn areas through the grid: per cell newest first, and the capped count, both
    // index-only (type, price and coordinates are checked in the index).
    ...([2, 1, 0] as const).map((level) =>
      index(`propertys_geo_cell_${level}_idx`)
        .on(t[`geo_cell_${level}`], t.id, t.propery_type, t.price, t.latitude, t.longitude)
        .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    ),
    // A city in price order (sort=price_asc exactly, price_desc backwards with a small incremental sort of
    // equal prices), rents compared per month: type checked in the index.
    index('propertys_city_price_idx')
      .on(sql`lower(${t.city})`, t.price_per_month, t.id.desc().nullsFirst(), t.propery_type)
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    // Every visible listing in price order (per month for rents), with the type checked in the index.
    index('propertys_price_per_month_idx')
      .on(t.price_per_month, t.id.desc().nullsFirst(), t.propery_type)
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    // Category pages (category + type): the capped count index-only, the page newest first.
    index('propertys_category_type_id_idx')
      .on(t.category_id, t.propery_type, t.id)
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    // Text search over the visible rows: a bitmap that a capped count or a short page can stop reading early.
    index('propertys_search_words_idx')
      .using('gin', t.search_words)
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    index('propertys_viewed_idx')
      .on(t.total_click.desc(), t.id.desc())
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
    index('propertys_liked_idx')
      .on(t.favourite_count.desc(), t.id.desc())
      .where(sql`${t.request_status} = 'approved' and ${t.status} = 1`),
  ],
);

export const property_images = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertys_id: integer('propertys_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertys_id)],
);

export const properties_documents = pgTable(
  'properties_documents',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('pdf'),
    created_at: createdAt(),
  },
  (t) => [index('properties_documents_property_idx').on(t.property_id)],
);

/** Parameter values of a property (or, by `modal_type`, a project). */
export const assign_parameters = pgTable(
  'assign_parameters',
  {
    id: serial('id').primaryKey(),
    modal_type: text('modal_type').notNull().default('property'),
    modal_id: integer('modal_id').notNull(),
    property_id: integer('property_id').references(() => propertys.id, { onDelete: 'cascade' }),
    parameter_id: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    value: text('value'),
    created_at: createdAt(),
  },
  (t) => [
    index('assign_parameters_modal_idx').on(t.modal_type, t.modal_id),
    index('assign_parameters_parameter_idx').on(t.parameter_id),
    // Every list request loads the parameters of its page of properties (bench: 38–97 ms → 0.13 ms).
    index('assign_parameters_property_idx').on(t.property_id),
  ],
);

export const assigned_outdoor_facilities = pgTable(
  'assigned_outdoor_facilities',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    facility_id: integer('facility_id')
      .notNull()
      .references(() => outdoor_facilities.id, { onDelete: 'cascade' }),
    distance: doublePrecision('distance').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('assigned_outdoor_facilities_property_idx').on(t.property_id)],
);

/** The amenities of a property. */
export const property_amenities = pgTable(
  'property_amenities',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    amenity_id: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('property_amenities_pair_unique').on(t.property_id, t.amenity_id),
    index('property_amenities_amenity_idx').on(t.amenity_id),
  ],
);

/**
 * Who viewed a property in the last 24 hours: one row per property and visitor (a keyed hash of the signed-in
 * user or the client address, never the address itself), so a visitor adds one to `total_click` per day however
 * often they reload. Rows older than the window are pruned as views come in (modules/properties/property-views.ts).
 */
export const property_views = pgTable(
  'property_views',
  {
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    viewed_at: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.property_id, t.visitor] }), index('property_views_viewed_at_idx').on(t.viewed_at)],
);
