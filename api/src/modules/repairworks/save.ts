// Creating and editing a repair work: its category, sub-category of that category and service type checked,
// then the save every listing of the domain shares (listing-kit/listing-save.ts: files, package, review, slug,
// one transaction).
import { type EditRepairWorkFields, SERVICE_MESSAGES as M } from '@abode/shared/wire';
import type { Db } from '../../db/client.ts';
import { repair_works } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ListingUploads } from '../listing-kit/listing-files.ts';
import { type ListingStore, saveListing, sentColumns } from '../listing-kit/listing-save.ts';
import { findLookup, findServiceType } from '../services/lookups.repository.ts';
import { SERVICE_COLUMNS } from '../services/save.ts';
import type { RepairRow } from './repairworks.repository.ts';

type Fields = Partial<EditRepairWorkFields>;

const bad = (message: string) => new ApiError('VALIDATION', message);

/** Where repair works are stored. */
export const REPAIR_STORE: ListingStore = {
  kind: 'repair_work',
  table: repair_works,
  notFound: M.repairNotFound,
  fallbackSlug: 'repair-work',
};

/** The columns a save copies when sent (absent = unchanged on an edit): a service's, and the repair work's own. */
const COPIED = [...SERVICE_COLUMNS, 'category_id', 'service_date', 'contact_name', 'location_of_issue'] as const;

/**
 * The sub-category the row ends with: one sent must be an active sub-category of the (new or kept) category;
 * none sent keeps the stored one while it still belongs to the category, else clears it.
 */
async function checkedSubCategory(
  db: Db,
  categoryId: number,
  sent: number | null | undefined,
  old: RepairRow | undefined,
): Promise<number | null> {
  if (sent === null) return null;
  const wanted = sent ?? old?.sub_category_id ?? null;
  if (wanted === null) return null;
  const sub = await findLookup(db, 'repair_sub_category', wanted);
  if (sub?.parent_id === categoryId) return wanted;
  if (sent !== undefined) throw bad(M.subCategoryInvalid);
  return null;
}

/**
 * Creates (`old` undefined) or edits a repair work for its owner; answers its id. Throws ApiErrors
 * (400/403/404/413/415) before anything is written.
 */
export async function saveRepairWork(
  deps: Deps,
  user: AuthUser,
  fields: Fields,
  uploads: ListingUploads,
  old?: RepairRow,
): Promise<number> {
  const { db } = deps;
  const categoryId = fields.category_id ?? old?.category_id;
  if (!categoryId || !(await findLookup(db, 'repair_category', categoryId))) throw bad(M.categoryRequired);
  const subCategoryId = await checkedSubCategory(db, categoryId, fields.sub_category_id, old);
  if (typeof fields.service_type_id === 'number' && !(await findServiceType(db, fields.service_type_id)))
    throw bad(M.serviceTypeRequired);
  const write = {
    ...fields,
    values: { sub_category_id: subCategoryId, ...sentColumns(fields, COPIED) },
    insert: { category_id: categoryId },
  };
  return saveListing(deps, user, REPAIR_STORE, write, uploads, old);
}
