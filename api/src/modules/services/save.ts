// Creating and editing a service: its service type checked, then the save every listing of the domain shares
// (listing-save.ts: files, package, review, slug, one transaction).
import { type EditServiceFields, SERVICE_MESSAGES as M } from '@abode/shared/wire';
import { services } from '../../db/schema.ts';
import type { Deps } from '../../lib/define-route.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ListingUploads } from '../listing-kit/listing-files.ts';
import { type ListingStore, saveListing, sentColumns } from '../listing-kit/listing-save.ts';
import { findServiceType } from './lookups.repository.ts';
import type { ServiceRow } from './services.repository.ts';

type Fields = Partial<EditServiceFields>;

/** Where services are stored. */
export const SERVICE_STORE: ListingStore = {
  kind: 'service',
  table: services,
  notFound: M.serviceNotFound,
  fallbackSlug: 'service',
};

/** The columns a service save copies when sent (absent = unchanged on an edit); a repair work's too. */
export const SERVICE_COLUMNS = [
  'title',
  'description',
  'service_type_id',
  'city',
  'location',
  'address',
  'timing',
  'company_name',
  'price',
  'phone',
  'email',
  'whatsapp_number',
  'since',
  'website_link',
] as const;

/**
 * Creates (`old` undefined) or edits a service for its owner; answers its id. Throws ApiErrors
 * (400/403/404/413/415) before anything is written.
 */
export async function saveService(
  deps: Deps,
  user: AuthUser,
  fields: Fields,
  uploads: ListingUploads,
  old?: ServiceRow,
): Promise<number> {
  if (fields.service_type_id !== undefined && !(await findServiceType(deps.db, fields.service_type_id)))
    throw new ApiError('VALIDATION', M.serviceTypeRequired);
  const write = {
    ...fields,
    values: sentColumns(fields, SERVICE_COLUMNS),
    insert: { service_type_id: fields.service_type_id ?? 0 },
  };
  return saveListing(deps, user, SERVICE_STORE, write, uploads, old);
}
