/** Building projects with their gallery, documents and floor plans. */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { customers } from './users.ts';

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
  },
  (t) => [
    index('projects_visible_idx').on(t.request_status, t.status, t.id),
    index('projects_category_idx').on(t.category_id),
    index('projects_city_idx').on(sql`lower(${t.city})`),
    index('projects_type_idx').on(t.type),
    index('projects_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Gallery images (`type` image) and documents (`type` doc) of a project. */
export const project_documents = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['image', 'doc'] }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('project_documents_project_idx').on(t.project_id)],
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
