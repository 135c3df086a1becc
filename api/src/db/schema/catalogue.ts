/** What listings are described with: parameters, categories, nearby places, amenities, the questionnaire, report reasons and the known cities. */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Listing parameters ("facilities" in the UI): a typed field a category asks for. */
export const parameters = pgTable('parameters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type_of_parameter: text('type_of_parameter', {
    enum: ['text', 'number', 'radio', 'checkbox', 'dropdown', 'textarea', 'file'],
  }).notNull(),
  type_values: jsonb('type_values').$type<string[]>().notNull().default([]),
  image: text('image').notNull().default(''),
  is_required: boolean('is_required').notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  image: text('image').notNull().default(''),
  // Ordered parameter ids (upstream keeps a comma list).
  parameter_types: jsonb('parameter_types').$type<number[]>().notNull().default([]),
  status: smallint('status').notNull().default(1),
  sequence: integer('sequence').notNull().default(0),
  slug_id: text('slug_id').notNull().unique(),
  meta_title: text('meta_title').notNull().default(''),
  meta_description: text('meta_description').notNull().default(''),
  meta_keywords: text('meta_keywords').notNull().default(''),
  meta_image: text('meta_image').notNull().default(''),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** "Near by places" (school, hospital…), attached to properties with a distance. */
export const outdoor_facilities = pgTable('outdoor_facilities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Amenities a listing can tick (spec §3 `amenity_id[]`; upstream has no such entity). */
export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  status: smallint('status').notNull().default(1),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * The questionnaire a lister answers (`get_questionaire`, sic); the answers live on the property as
 * `questionaries` (JSON object: question id → answer). `field_type` follows the parameter types.
 */
export const questionaires = pgTable('questionaires', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  field_type: text('field_type', { enum: ['text', 'number', 'radio', 'checkbox', 'dropdown', 'textarea'] })
    .notNull()
    .default('text'),
  options: jsonb('options').$type<string[]>().notNull().default([]),
  status: smallint('status').notNull().default(1),
  sequence: integer('sequence').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Reasons a visitor can pick when reporting a property. */
export const report_reasons = pgTable('report_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Known places for reverse geocoding without an outside service: the nearest one answers. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    image: text('image').notNull().default(''),
  },
  (t) => [index('cities_geo_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)],
);
