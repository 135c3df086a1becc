/** Service listings and their types. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { customers } from './users.ts';

export const service_types = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  status: smallint('status').notNull().default(1),
  created_at: createdAt(),
});

/** Service listings (spec §3 "Service listing"; not upstream). Images are storage keys. */
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
    company_name: text('company_name').notNull().default(''),
    price: money('price'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    whatsapp_number: text('whatsapp_number').notNull().default(''),
    since: text('since').notNull().default(''),
    website_link: text('website_link').notNull().default(''),
    city: text('city').notNull().default(''),
    location: text('location').notNull().default(''),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    title_image: text('title_image').notNull().default(''),
    gallery_images: jsonb('gallery_images').$type<string[]>().notNull().default([]),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    request_status: text('request_status', { enum: ['approved', 'rejected', 'pending'] })
      .notNull()
      .default('approved'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('services_type_idx').on(t.service_type_id),
    index('services_city_idx').on(sql`lower(${t.city})`),
    index('services_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
