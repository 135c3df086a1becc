// Package notifications (decision 028): "activated" when a package is taken, "about to expire" once when fewer than
// PACKAGE_WARNING_MS remain, "expired" once when it has ended. The two reminders come from a periodic scan
// (every PACKAGE_SCAN_MS, in every API instance): one scan at a time across instances (a transaction-level
// advisory lock; the others skip), each reminder at most once per user package (the scan looks for the
// notification it would write), all in one transaction with their live events, pushed after the commit.
import { and, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { packages, user_packages } from '../../db/schema.ts';
import { withEvents } from '../../realtime/events.ts';
import { rowsOf } from '../properties/properties.repository.ts';
import { announce, type NotifyContext, pushNotification } from './announce.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { notify } from './notify.ts';

/** How long before its end a package's holder is warned. */
export const PACKAGE_WARNING_MS = 3 * 24 * 3600_000;
/** How often the reminders are looked for. */
export const PACKAGE_SCAN_MS = 10 * 60_000;
/** A package that ended longer ago than this gets no "expired" notification (it ended before the feature). */
const EXPIRED_LOOKBACK_MS = 7 * 24 * 3600_000;
/** Advisory lock key of the scan (one scan at a time across instances). */
const SCAN_LOCK = 0x61_62_6f_64; // 'abod'

export const PACKAGE_EXPIRING = 'package_expiring';
export const PACKAGE_EXPIRED = 'package_expired';
export const PACKAGE_ACTIVATED = 'package_activated';

type Ctx = NotifyContext;

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Tells the holder that a package they took is active (after its commit; a failure is only logged). */
export async function announcePackageActivated(
  ctx: Ctx,
  userId: number,
  userPackageId: number,
  name: string,
  endDate: Date | null,
): Promise<void> {
  await announce(ctx, {
    to: userId,
    title: 'Package activated',
    message: endDate ? `Your package "${name}" is active until ${day(endDate)}.` : `Your package "${name}" is active.`,
    type: PACKAGE_ACTIVATED,
    item: { type: 'package', id: userPackageId },
  });
}

/** Writes the due reminders; answers how many were written (0 when another instance is scanning). */
export async function sendPackageReminders(ctx: Ctx, now = new Date()): Promise<number> {
  const rows = await withEvents(ctx.deps.db, ctx.deps.bus, async (tx, emit) => {
    const [lock] = await rowsOf<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SCAN_LOCK}) as ok`);
    if (!lock?.ok) return [];
    // The user packages whose end falls in `window` and whose holder has no `type` notification about them yet.
    const holders = (window: SQL | undefined, type: string) =>
      tx
        .select({
          id: user_packages.id,
          user_id: user_packages.user_id,
          end_date: user_packages.end_date,
          name: packages.name,
        })
        .from(user_packages)
        .innerJoin(packages, sql`${packages.id} = ${user_packages.package_id}`)
        .where(
          and(
            isNotNull(user_packages.end_date),
            window,
            sql`not exists (
              select 1 from notifications n
              where n.type = ${type} and n.item_type = 'package' and n.item_id = ${user_packages.id}
                and n.customers_id = ${user_packages.user_id})`,
          ),
        );
    const reminders = [
      {
        type: PACKAGE_EXPIRING,
        window: and(
          gt(user_packages.end_date, now),
          lte(user_packages.end_date, new Date(now.getTime() + PACKAGE_WARNING_MS)),
        ),
        title: 'Your package is about to expire',
        message: (name: string, end: string) => `Your package "${name}" ends on ${end}. Renew it to keep its features.`,
      },
      {
        type: PACKAGE_EXPIRED,
        window: and(
          lte(user_packages.end_date, now),
          gt(user_packages.end_date, new Date(now.getTime() - EXPIRED_LOOKBACK_MS)),
        ),
        title: 'Your package has expired',
        message: (name: string, end: string) =>
          `Your package "${name}" ended on ${end}. Choose a package to go on using its features.`,
      },
    ];
    const written: NotificationRow[] = [];
    for (const r of reminders) {
      for (const p of await holders(r.window, r.type)) {
        const row = await notify(tx, emit, ctx.urls, {
          to: p.user_id,
          title: r.title,
          message: r.message(p.name, day(p.end_date as Date)),
          type: r.type,
          item: { type: 'package', id: p.id },
        });
        if (row) written.push(row);
      }
    }
    return written;
  });
  for (const row of rows) pushNotification(ctx, row);
  return rows.length;
}

/** Looks for due reminders now and every PACKAGE_SCAN_MS; answers the stop function. */
export function startPackageReminders(ctx: Ctx): () => void {
  const run = () => {
    sendPackageReminders(ctx).catch((err) => ctx.log.warn({ err }, 'package reminders failed'));
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, PACKAGE_SCAN_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
