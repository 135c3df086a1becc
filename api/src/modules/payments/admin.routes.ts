// The admin's side of payments: gateway settings (secrets write-only), bank details, transactions and the
// review of bank transfers, packages with their features and limits.
import * as op from '@abode/shared/operations';
import { onlineGateway, type PackageBody } from '@abode/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, package_features, packages } from '../../db/schema.ts';
import { implement } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import { privateUrlSigner } from '../../lib/private-files.ts';
import { reviewBankTransfer } from './bank-transfer.ts';
import { adminPaymentSettings, GATEWAY_FLAG, readPaymentSettings, writePaymentSettings } from './payment-settings.ts';
import { listTransactions } from './payments.repository.ts';

/** GET /api/admin/payment-settings: every setting; secrets only as set or not and their last four characters. */
const getSettings = implement(op.getAdminPaymentSettings, async ({ deps }) => {
  const s = await readPaymentSettings(deps.db, deps.config.payments);
  return { message: 'Data Fetch Successfully', data: adminPaymentSettings(s) };
});

/**
 * PUT /api/admin/payment-settings (JSON, any subset): switching one online gateway on switches the others off;
 * a gateway cannot be switched on without its keys.
 */
const putSettings = implement(op.putAdminPaymentSettings, async ({ body, deps }) => {
  const on = onlineGateway.options.filter((g) => body[GATEWAY_FLAG[g] as keyof typeof body] === true);
  if (on.length > 1) throw new ApiError('VALIDATION', 'Only one online payment gateway can be enabled at a time');
  await writePaymentSettings(deps.db, body);
  const s = await readPaymentSettings(deps.db, deps.config.payments);
  const [gateway] = on;
  if (gateway && !s[gateway]) {
    // Keys incomplete: undo the switch, tell the admin what is missing.
    await writePaymentSettings(deps.db, { [GATEWAY_FLAG[gateway]]: false });
    throw new ApiError('VALIDATION', `Set every key of ${gateway} before enabling it`);
  }
  return {
    message: 'Settings updated',
    data: adminPaymentSettings(await readPaymentSettings(deps.db, deps.config.payments)),
  };
});

/** GET /api/admin/transactions: every transaction, newest first, receipts signed; filters by status, type, user. */
const listAll = implement(op.getAdminTransactions, async ({ query, deps, urls }) => {
  const sign = await privateUrlSigner(deps.db, urls);
  const { rows, total } = await listTransactions(
    deps.db,
    {
      userId: query.user_id,
      status: query.payment_status,
      paymentType: query.payment_type,
      offset: query.offset,
      limit: query.limit,
    },
    sign,
  );
  return { message: 'Data Fetch Successfully', data: rows, total };
});

/** POST /api/admin/transactions/:id/review (`status` success|rejected|failed, `reject_reason`): a bank transfer. */
const review = implement(op.reviewAdminTransaction, async ({ params, body, deps, urls, req }) => {
  const data = await reviewBankTransfer({ deps, urls, log: req.log }, params.id, body.status, body.reject_reason);
  return { message: body.status === 'success' ? 'Payment approved' : 'Payment rejected', data };
});

async function savePackage(db: Db, id: number | null, body: PackageBody): Promise<number> {
  if (body.package_type === 'paid' && body.price <= 0)
    throw new ApiError('VALIDATION', 'A paid package needs a price above zero');
  const ids = body.features.map((f) => f.feature_id);
  if (new Set(ids).size !== ids.length) throw new ApiError('VALIDATION', 'Each feature can be listed once');
  if (body.features.some((f) => f.limit_type === 'limited' && !f.limit))
    throw new ApiError('VALIDATION', 'A limited feature needs a limit');
  if (ids.length) {
    const known = await db.select({ id: features.id }).from(features).where(inArray(features.id, ids));
    if (known.length !== ids.length) throw new ApiError('VALIDATION', 'Unknown feature');
  }
  return db.transaction(async (tx) => {
    const values = {
      name: body.name,
      package_type: body.package_type,
      price: body.package_type === 'free' ? 0 : body.price,
      duration: body.duration,
      purchase_type: body.purchase_type,
      ios_product_id: body.ios_product_id ?? null,
      status: body.status,
      updated_at: new Date(),
    };
    let pkgId = id;
    if (pkgId === null) {
      const [row] = await tx.insert(packages).values(values).returning({ id: packages.id });
      if (!row) throw new Error('package not created');
      pkgId = row.id;
    } else {
      const [row] = await tx.update(packages).set(values).where(eq(packages.id, pkgId)).returning({ id: packages.id });
      if (!row) throw new ApiError('NOT_FOUND', 'Package not found');
    }
    // Limits of packages already bought stay as bought (user_package_limits); new buyers get these.
    const keep = body.features.map((f) => f.feature_id);
    const existing = await tx.select().from(package_features).where(eq(package_features.package_id, pkgId));
    const gone = existing.filter((e) => !keep.includes(e.feature_id)).map((e) => e.id);
    if (gone.length) await tx.delete(package_features).where(inArray(package_features.id, gone));
    for (const f of body.features) {
      const limit = f.limit_type === 'limited' ? (f.limit ?? null) : null;
      const found = existing.find((e) => e.feature_id === f.feature_id);
      if (found)
        await tx
          .update(package_features)
          .set({ limit_type: f.limit_type, limit })
          .where(and(eq(package_features.id, found.id)));
      else
        await tx
          .insert(package_features)
          .values({ package_id: pkgId, feature_id: f.feature_id, limit_type: f.limit_type, limit });
    }
    return pkgId;
  });
}

/** POST /api/admin/packages: a new package with its features and limits. */
const createPackage = implement(op.createAdminPackage, async ({ body, deps }) => {
  const id = await savePackage(deps.db, null, body);
  return { message: 'Package created', data: { id } };
});

/** PUT /api/admin/packages/:id: the package and its features replaced (`status` 0 takes it off sale). */
const updatePackage = implement(op.updateAdminPackage, async ({ params, body, deps }) => {
  await savePackage(deps.db, params.id, body);
  return { message: 'Package updated', data: { id: params.id } };
});

/** The admin's payment routes. */
export const adminPaymentRoutes = [getSettings, putSettings, listAll, review, createPackage, updatePackage] as const;
