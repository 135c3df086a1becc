/** People and their sign-in: customers, API tokens, push tokens, one-time codes, phone login tickets and password resets. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Customers: every person who signs in (upstream has no role column; `role` is ours). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    slug_id: text('slug_id').unique(),
    auth_id: text('auth_id'),
    email: text('email'),
    password: text('password'),
    mobile: text('mobile'),
    profile: text('profile'),
    address: text('address'),
    fcm_id: text('fcm_id'),
    // '0' Google, '1' phone, '2' Apple, '3' email (strings, as upstream emits them)
    logintype: text('logintype').notNull().default('3'),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    // Whether `mobile` was proven by a code sent to it: only then does phone sign-in open this account
    // (decision 026). A phone-login account's number is proven when it is made; a profile's by verify-mobile.
    is_mobile_verified: boolean('is_mobile_verified').notNull().default(false),
    isActive: smallint('isActive').notNull().default(1),
    notification: smallint('notification').notNull().default(1),
    subscription: smallint('subscription').notNull().default(0),
    is_premium: smallint('is_premium').notNull().default(0),
    about_me: text('about_me'),
    facebook_id: text('facebook_id'),
    twiiter_id: text('twiiter_id'), // sic: upstream spelling
    instagram_id: text('instagram_id'),
    youtube_id: text('youtube_id'),
    linked_in: text('linked_in'),
    whatsapp_number: text('whatsapp_number'),
    latitude: text('latitude'),
    longitude: text('longitude'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('customers_email_logintype_unique').on(t.email, t.logintype)],
);

/** Sanctum-style tokens: `"<id>|<plaintext>"` is handed out once; only sha256(plaintext) is kept. */
export const personal_access_tokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenable_id: integer('tokenable_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token: text('token').notNull().unique(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    // Set from TOKEN_TTL_DAYS when issued and renewed on use; the default only backs up a direct insert, so
    // no token lives forever.
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '30 days'`),
    created_at: createdAt(),
  },
  (t) => [index('personal_access_tokens_tokenable_idx').on(t.tokenable_id)],
);

/** One-time codes for phone or email verification (`otp` holds a sha256, never the code). */
export const number_otps = pgTable(
  'number_otps',
  {
    id: serial('id').primaryKey(),
    number: text('number'),
    email: text('email'),
    otp: text('otp').notNull(),
    expire_at: timestamp('expire_at', { withTimezone: true }).notNull(),
    // Wrong guesses so far; at the limit the code is void (deleted).
    attempts: smallint('attempts').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('number_otps_email_idx').on(t.email), index('number_otps_number_idx').on(t.number)],
);

/**
 * Push tokens, one row per device (upstream `usertokens`): update_profile with `fcm_id` upserts the row,
 * before-logout deletes it. A token moves to whoever signs in on that device last.
 */
export const usertokens = pgTable(
  'usertokens',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fcm_id: text('fcm_id').notNull().unique(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('usertokens_customer_idx').on(t.customer_id)],
);

/**
 * What verify-otp hands out for a verified phone number: the `auth_id` user_signup type 1 must bring back.
 * Only sha256(ticket) is kept; a ticket is single use and short-lived, so a client can never make one up.
 */
export const phone_login_tickets = pgTable(
  'phone_login_tickets',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    token: text('token').notNull().unique(),
    expire_at: timestamp('expire_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('phone_login_tickets_number_idx').on(t.number)],
);

/** Password reset links (upstream `password_resets`): `token` is sha256 of the mailed token; single use. */
export const password_resets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    token: text('token').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('password_resets_email_idx').on(t.email)],
);
