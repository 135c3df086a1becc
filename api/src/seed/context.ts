/** What every seeder of the demo data set is handed, and the small helpers they share. */
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import type { Rng } from './prng.ts';
import { createRng } from './prng.ts';

export const DAY = 86_400_000;

/** The seed's state: the transaction it writes in, where files go, and one random stream for every seeder. */
export interface SeedContext {
  db: Db;
  storage: Storage;
  /** Shared by every seeder in the order index.ts calls them: that order fixes the demo data. */
  rng: Rng;
  now: Date;
  scale: number;
  /** The moment `days` before `now`. */
  ago: (days: number) => Date;
  /** Stores an SVG and answers its storage key. */
  svg: (key: string, body: string) => Promise<string>;
}

export function seedContext(
  db: Db,
  storage: Storage,
  options: { scale?: number | undefined; now?: Date | undefined; seed?: number | undefined },
): SeedContext {
  const now = options.now ?? new Date();
  return {
    db,
    storage,
    rng: createRng(options.seed ?? 20_240_601),
    now,
    scale: options.scale ?? 1,
    ago: (days) => new Date(now.getTime() - days * DAY),
    svg: async (key, body) => {
      await storage.put(key, Buffer.from(body));
      return key;
    },
  };
}

export function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}
