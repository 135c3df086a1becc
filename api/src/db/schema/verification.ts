/** Verification of agents, builders and tenants, and admin review (why a property or project was rejected). */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { propertys } from './properties.ts';
import { jv_constructions, repair_works, services } from './services.ts';
import { customers } from './users.ts';

/** The three things a customer can be verified as; each has its own form (spec §3 "Verification form"). */
export const VERIFY_KINDS = ['agent', 'builder', 'tenant'] as const;
/** Field types of a verification form (upstream `verify_customer_forms.field_type`). */
export const VERIFY_FIELD_TYPES = ['text', 'number', 'radio', 'checkbox', 'dropdown', 'textarea', 'file'] as const;

/** The fields of the verification forms, one form per kind; inactive fields are neither shown nor required. */
export const verify_customer_forms = pgTable(
  'verify_customer_forms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: VERIFY_KINDS }).notNull(),
    name: text('name').notNull(),
    field_type: text('field_type', { enum: VERIFY_FIELD_TYPES }).notNull(),
    rank: integer('rank').notNull().default(0),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('verify_customer_forms_kind_idx').on(t.kind, t.status, t.rank)],
);

/** The options of a radio, checkbox or dropdown field. */
export const verify_customer_form_values = pgTable(
  'verify_customer_form_values',
  {
    id: serial('id').primaryKey(),
    verify_customer_form_id: integer('verify_customer_form_id')
      .notNull()
      .references(() => verify_customer_forms.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('verify_customer_form_values_form_idx').on(t.verify_customer_form_id)],
);

/** Verification state per customer and kind (no row means "initial"); `reason` says why it failed. */
export const verify_customers = pgTable(
  'verify_customers',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFY_KINDS }).notNull().default('agent'),
    status: text('status', { enum: ['pending', 'success', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('verify_customers_user_kind_unique').on(t.user_id, t.kind),
    index('verify_customers_status_idx').on(t.status, t.kind),
  ],
);

/** The answers of one application: one value per form field (a file field holds a storage key). */
export const verify_customer_values = pgTable(
  'verify_customer_values',
  {
    id: serial('id').primaryKey(),
    verify_customer_id: integer('verify_customer_id')
      .notNull()
      .references(() => verify_customers.id, { onDelete: 'cascade' }),
    verify_customer_form_id: integer('verify_customer_form_id')
      .notNull()
      .references(() => verify_customer_forms.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('verify_customer_values_pair_unique').on(t.verify_customer_id, t.verify_customer_form_id)],
);

/** Why an admin rejected a property or a project (upstream 1.2.2); the latest row is the current reason. */
export const reject_reasons = pgTable(
  'reject_reasons',
  {
    id: serial('id').primaryKey(),
    property_id: integer('property_id').references(() => propertys.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    repair_work_id: integer('repair_work_id').references(() => repair_works.id, { onDelete: 'cascade' }),
    post_id: integer('post_id').references(() => jv_constructions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('reject_reasons_property_idx').on(t.property_id),
    index('reject_reasons_project_idx').on(t.project_id),
    index('reject_reasons_service_idx').on(t.service_id),
    index('reject_reasons_repair_work_idx').on(t.repair_work_id),
    index('reject_reasons_post_idx').on(t.post_id),
  ],
);
