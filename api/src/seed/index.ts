import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedChats } from './chat.ts';
import { seedContent } from './content.ts';
import { seedContext } from './context.ts';
import { seedFavourites, seedInterests } from './engagement.ts';
import { seedLanguages } from './languages.ts';
import { seedListingCatalogue } from './listings.ts';
import { seedPackages } from './packages.ts';
import { seedPhotos } from './photos.ts';
import { seedProjects } from './projects.ts';
import { seedProperties } from './properties.ts';
import { seedServices } from './services.ts';
import { seedSettings } from './settings.ts';
import { seedAccounts } from './users.ts';
import { seedVentures } from './ventures.ts';
import { seedVerificationForms, seedVerifiedAgent } from './verification.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './users.ts';

/** How much demo data to make: scale 1 is the full demo (280 properties, about 240 visible); tests use a small fraction. */
export interface SeedOptions {
  scale?: number;
  /** Fixed "now" for reproducible dates (defaults to the real clock). */
  now?: Date;
  seed?: number;
}

/** Counts of what was written. */
export interface SeedSummary {
  customers: number;
  properties: number;
  visibleProperties: number;
  projects: number;
  services: number;
  images: number;
  chats: number;
}

/** Whether the database already holds users (the demo seeds only an empty database). */
export async function hasCustomers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.customers);
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the demo data set (deterministic for a given seed and scale). Expects an empty database.
 *
 * One transaction: a start that dies half-way leaves no customers behind, so the next start (hasCustomers)
 * seeds again instead of serving half a demo. The seeders share one random stream, so their order below
 * fixes the data: a new seeder goes last, or every listing after it changes.
 */
export async function seedDemo(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const ctx = seedContext(tx, storage, options);
    const pool = await seedPhotos(ctx);
    await seedSettings(ctx);
    await seedLanguages(ctx);
    const people = await seedAccounts(ctx);
    // Verification forms of the three kinds; the demo agent is a verified agent.
    const formIds = await seedVerificationForms(tx);
    await seedVerifiedAgent(tx, storage, people.agentId, formIds.agent);
    const catalogue = await seedCatalogue(ctx);
    await seedListingCatalogue(tx);
    const listings = await seedProperties(ctx, pool, catalogue, people);
    await seedFavourites(ctx, listings, people);
    const projects = await seedProjects(ctx, pool, catalogue, people);
    const services = await seedServices(ctx, pool, people);
    await seedPackages(ctx, people);
    await seedContent(ctx, pool, catalogue);
    const chats = await seedChats(ctx, listings, people);
    if (chats.asked) await seedInterests(ctx, chats.asked, people);
    await seedVentures(ctx, pool, people);
    const { props } = listings;
    return {
      customers: people.count,
      properties: props.length,
      visibleProperties: props.filter((p) => p.status === 1 && p.request_status === 'approved').length,
      projects,
      services,
      images: pool.images,
      chats: chats.count,
    };
  });
}
