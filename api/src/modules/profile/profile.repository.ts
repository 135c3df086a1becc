import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  advertisements,
  assign_parameters,
  assigned_outdoor_facilities,
  blocked_chat_users,
  chats,
  customers,
  favourites,
  jv_constructions,
  number_otps,
  password_resets,
  personal_access_tokens,
  phone_login_tickets,
  project_documents,
  project_plans,
  projects,
  properties_documents,
  property_images,
  propertys,
  repair_works,
  services,
  user_package_limits,
  user_packages,
  usertokens,
  verify_customers,
} from '../../db/schema.ts';
import { removeRatingsOf } from '../ratings/ratings.repository.ts';

type Customer = typeof customers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Columns update_profile may write (never id, role, password, login or state columns). */
export type ProfilePatch = Partial<
  Pick<
    Customer,
    | 'name'
    | 'email'
    | 'mobile'
    | 'profile'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'about_me'
    | 'facebook_id'
    | 'twiiter_id'
    | 'instagram_id'
    | 'youtube_id'
    | 'linked_in'
    | 'whatsapp_number'
    | 'fcm_id'
    | 'notification'
    | 'city'
    | 'state'
    | 'country'
    | 'is_mobile_verified'
  >
>;

/** Whether another customer of the same login type already uses this email. */
export async function emailTakenByOther(db: Db, email: string, logintype: string, selfId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.logintype, logintype), ne(customers.id, selfId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Writes a profile patch and, with an `fcm_id`, registers this device's push token for the customer (the
 * token moves over if another account had it), in one transaction. Resolves with the updated row.
 */
export async function updateProfile(db: Db, customerId: number, patch: ProfilePatch): Promise<Customer> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(customers.id, customerId))
      .returning();
    if (!row) throw new Error('customer vanished during update');
    if (patch.fcm_id) {
      await tx
        .insert(usertokens)
        .values({ customer_id: customerId, fcm_id: patch.fcm_id })
        .onConflictDoUpdate({ target: usertokens.fcm_id, set: { customer_id: customerId, updated_at: new Date() } });
    }
    return row;
  });
}

/**
 * Marks `number` proven for this customer, if it is still the profile's number, and no longer for any other
 * account holding it: a code reaches one holder, and the number now opens this account only. Answers the
 * updated customer, or undefined when the profile's number has changed meanwhile.
 */
export async function markMobileVerified(db: Db, customerId: number, number: string): Promise<Customer | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ is_mobile_verified: true, updated_at: new Date() })
      .where(and(eq(customers.id, customerId), eq(customers.mobile, number)))
      .returning();
    if (!row) return undefined;
    await tx
      .update(customers)
      .set({ is_mobile_verified: false, updated_at: new Date() })
      .where(and(eq(customers.mobile, number), ne(customers.id, customerId), eq(customers.is_mobile_verified, true)));
    return row;
  });
}

/**
 * Logout: forgets this device's push token (when given) and revokes the bearer token the request came
 * with, so the token in the browser stops working even if a copy of it survives.
 */
export async function logOut(db: Db, customerId: number, tokenId: number, fcmId: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    if (fcmId) {
      await tx.delete(usertokens).where(and(eq(usertokens.customer_id, customerId), eq(usertokens.fcm_id, fcmId)));
      await tx
        .update(customers)
        .set({ fcm_id: null })
        .where(and(eq(customers.id, customerId), eq(customers.fcm_id, fcmId)));
    }
    await tx
      .delete(personal_access_tokens)
      .where(and(eq(personal_access_tokens.id, tokenId), eq(personal_access_tokens.tokenable_id, customerId)));
  });
}

/**
 * Sign out everywhere: revokes every bearer token of the customer and forgets every device's push token (a
 * device signed out this way never calls before-logout, and must not keep receiving the account's pushes).
 * Answers how many sign-ins ended.
 */
export async function logOutEverywhere(db: Db, customerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .delete(personal_access_tokens)
      .where(eq(personal_access_tokens.tokenable_id, customerId))
      .returning({ id: personal_access_tokens.id });
    await tx.delete(usertokens).where(eq(usertokens.customer_id, customerId));
    await tx.update(customers).set({ fcm_id: null }).where(eq(customers.id, customerId));
    return revoked.length;
  });
}

/** Rows removed per table by {@link deleteAccount}, for the log. */
export type DeletedCounts = Record<string, number>;

async function removed(tx: Tx, table: Parameters<Tx['delete']>[0], where: SQL | undefined): Promise<number> {
  const rows = await tx.delete(table).where(where).returning();
  return rows.length;
}

/**
 * Deletes a customer and everything that is theirs, in ONE transaction: their properties (with images,
 * documents, parameters, nearby places, favourites, adverts and chats about them), projects (with
 * documents, plans and parameters), services, JV / construction posts, ratings (averages recomputed), chats,
 * favourites, adverts, packages and their limits, blocks, verification, push tokens, access tokens, OTPs, reset
 * links and phone tickets, then the customer row itself (tables added later reach it through ON DELETE
 * CASCADE). Nothing is left half-deleted if any statement fails.
 */
export async function deleteAccount(db: Db, c: Customer): Promise<DeletedCounts> {
  return db.transaction(async (tx) => {
    const counts: DeletedCounts = {};
    const propertyIds = (await tx.select({ id: propertys.id }).from(propertys).where(eq(propertys.added_by, c.id))).map(
      (r) => r.id,
    );
    const projectIds = (await tx.select({ id: projects.id }).from(projects).where(eq(projects.added_by, c.id))).map(
      (r) => r.id,
    );
    const ofProperties = <T>(col: T) => (propertyIds.length ? inArray(col as never, propertyIds) : undefined);
    const ofProjects = <T>(col: T) => (projectIds.length ? inArray(col as never, projectIds) : undefined);

    counts.chats = await removed(
      tx,
      chats,
      or(
        eq(chats.sender_id, c.id),
        eq(chats.receiver_id, c.id),
        ofProperties(chats.property_id),
        ofProjects(chats.project_id),
      ),
    );
    counts.favourites = await removed(
      tx,
      favourites,
      or(eq(favourites.user_id, c.id), ofProperties(favourites.property_id)),
    );
    counts.advertisements = await removed(
      tx,
      advertisements,
      or(
        eq(advertisements.customer_id, c.id),
        ofProperties(advertisements.property_id),
        ofProjects(advertisements.project_id),
      ),
    );
    if (propertyIds.length) {
      counts.property_images = await removed(tx, property_images, inArray(property_images.propertys_id, propertyIds));
      counts.properties_documents = await removed(
        tx,
        properties_documents,
        inArray(properties_documents.property_id, propertyIds),
      );
      counts.assigned_outdoor_facilities = await removed(
        tx,
        assigned_outdoor_facilities,
        inArray(assigned_outdoor_facilities.property_id, propertyIds),
      );
    }
    const parameterRows = or(
      ofProperties(assign_parameters.property_id),
      propertyIds.length
        ? and(eq(assign_parameters.modal_type, 'property'), inArray(assign_parameters.modal_id, propertyIds))
        : undefined,
      projectIds.length
        ? and(eq(assign_parameters.modal_type, 'project'), inArray(assign_parameters.modal_id, projectIds))
        : undefined,
    );
    if (parameterRows) counts.assign_parameters = await removed(tx, assign_parameters, parameterRows);
    if (projectIds.length) {
      counts.project_documents = await removed(
        tx,
        project_documents,
        inArray(project_documents.project_id, projectIds),
      );
      counts.project_plans = await removed(tx, project_plans, inArray(project_plans.project_id, projectIds));
      counts.projects = await removed(tx, projects, inArray(projects.id, projectIds));
    }
    if (propertyIds.length) counts.propertys = await removed(tx, propertys, inArray(propertys.id, propertyIds));
    counts.services = await removed(tx, services, eq(services.user_id, c.id));
    counts.repair_works = await removed(tx, repair_works, eq(repair_works.user_id, c.id));
    counts.jv_constructions = await removed(tx, jv_constructions, eq(jv_constructions.user_id, c.id));
    // Their ratings of others' listings go with the averages they were part of.
    counts.ratings = await removeRatingsOf(tx as unknown as Db, c.id);

    const packageIds = (
      await tx.select({ id: user_packages.id }).from(user_packages).where(eq(user_packages.user_id, c.id))
    ).map((r) => r.id);
    if (packageIds.length) {
      counts.user_package_limits = await removed(
        tx,
        user_package_limits,
        inArray(user_package_limits.user_package_id, packageIds),
      );
    }
    counts.user_packages = await removed(tx, user_packages, eq(user_packages.user_id, c.id));
    counts.blocked_chat_users = await removed(
      tx,
      blocked_chat_users,
      or(eq(blocked_chat_users.by_user_id, c.id), eq(blocked_chat_users.user_id, c.id)),
    );
    counts.verify_customers = await removed(tx, verify_customers, eq(verify_customers.user_id, c.id));
    counts.usertokens = await removed(tx, usertokens, eq(usertokens.customer_id, c.id));
    counts.personal_access_tokens = await removed(
      tx,
      personal_access_tokens,
      eq(personal_access_tokens.tokenable_id, c.id),
    );
    // Codes are keyed by address or number, not by customer.
    const otpTargets = or(
      c.email ? eq(number_otps.email, c.email) : undefined,
      c.mobile ? eq(number_otps.number, c.mobile) : undefined,
    );
    if (otpTargets) counts.number_otps = await removed(tx, number_otps, otpTargets);
    // A reset link or phone ticket must not outlive the account: the same address may register again.
    if (c.email) counts.password_resets = await removed(tx, password_resets, eq(password_resets.email, c.email));
    if (c.mobile)
      counts.phone_login_tickets = await removed(tx, phone_login_tickets, eq(phone_login_tickets.number, c.mobile));
    counts.customers = await removed(tx, customers, eq(customers.id, c.id));
    return counts;
  });
}
