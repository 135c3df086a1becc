/** A visitor's engagement with listings: favourites, interests, reports and the personalised feed settings. */
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { report_reasons } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { propertys } from './properties.ts';
import { customers } from './users.ts';

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_property_unique').on(t.user_id, t.property_id),
    index('favourites_property_idx').on(t.property_id),
  ],
);

/**
 * Interest shown in a property (upstream `interested_users`). The owner moves an interest along:
 * `interested` → `shortlisted` and/or `approved` (spec §4 "Interests can be approved or shortlisted").
 */
export const interested_users = pgTable(
  'interested_users',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    is_shortlisted: boolean('is_shortlisted').notNull().default(false),
    is_approved: boolean('is_approved').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('interested_users_pair_unique').on(t.property_id, t.customer_id),
    index('interested_users_customer_idx').on(t.customer_id, t.id),
  ],
);

/** Projects a user marked as favourite (a table of its own: `favourites` rows always name a property). */
export const project_favourites = pgTable(
  'project_favourites',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('project_favourites_user_project_unique').on(t.user_id, t.project_id),
    index('project_favourites_project_idx').on(t.project_id),
  ],
);

/** Interest shown in a project; the owner approves and/or shortlists it, as for `interested_users`. */
export const project_interests = pgTable(
  'project_interests',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    is_shortlisted: boolean('is_shortlisted').notNull().default(false),
    is_approved: boolean('is_approved').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_interests_pair_unique').on(t.project_id, t.customer_id),
    index('project_interests_customer_idx').on(t.customer_id, t.id),
  ],
);

/** Property reports (upstream `user_reports`); `reason_id` null means "other" with `other_message`. */
export const user_reports = pgTable(
  'user_reports',
  {
    id: serial('id').primaryKey(),
    reason_id: integer('reason_id').references(() => report_reasons.id, { onDelete: 'set null' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => propertys.id, { onDelete: 'cascade' }),
    other_message: text('other_message').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_reports_pair_unique').on(t.customer_id, t.property_id),
    index('user_reports_property_idx').on(t.property_id),
  ],
);

/** Personalised feed settings, one row per user (upstream `user_interests`, spellings kept). */
export const user_interests = pgTable('user_interests', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  category_ids: jsonb('category_ids').$type<number[]>().notNull().default([]),
  outdoor_facilitiy_ids: jsonb('outdoor_facilitiy_ids').$type<number[]>().notNull().default([]), // sic
  price_range: jsonb('price_range').$type<number[]>().notNull().default([]),
  property_type: jsonb('property_type').$type<number[]>().notNull().default([0, 1]),
  city: text('city').notNull().default(''),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
