// Ownership and deletion of listings, shared by the write routes.
import { isProfileComplete, PROPERTY_WRITE_MESSAGES as M } from '@abode/shared/wire';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { assign_parameters, parameters, properties_documents, property_images, propertys } from '../../../db/schema.ts';
import type { Deps } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import type { UrlBuilder } from '../../../lib/urls.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { toPropertyObjects } from '../properties.service.ts';
import { propertyFiles } from './files.ts';
import { type PropertyWithCategory, propertyById } from './write.repository.ts';

/** Spec §5: listing needs a complete profile (name, email, mobile, profile photo, address). */
export function assertProfileComplete(user: AuthUser): void {
  if (!isProfileComplete(user)) throw new ApiError('FORBIDDEN', M.profileIncomplete);
}

/** The caller's own listing: 404 when there is none, 403 when it is someone else's (nothing is changed). */
export async function ownListing(db: Db, user: AuthUser, id: number): Promise<PropertyWithCategory> {
  const row = await propertyById(db, id);
  if (!row) throw new ApiError('NOT_FOUND', M.notFound);
  if (row.property.added_by !== user.id) throw new ApiError('FORBIDDEN', M.notOwner);
  return row;
}

/** The full property object of one listing (any review state) as the owner sees it. */
export async function ownerView(db: Db, user: AuthUser, urls: UrlBuilder, id: number) {
  const row = await propertyById(db, id);
  return row ? toPropertyObjects(db, [row], user, urls) : [];
}

/** Deletes an owned listing with its relations (cascade), then the files it uploaded. */
export async function deleteProperty(deps: Deps, user: AuthUser, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(propertys)
      .where(and(eq(propertys.id, id), eq(propertys.added_by, user.id)))
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND', M.notFound);
    const gallery = await tx
      .select({ k: property_images.image })
      .from(property_images)
      .where(eq(property_images.propertys_id, id));
    const docs = await tx
      .select({ k: properties_documents.name })
      .from(properties_documents)
      .where(eq(properties_documents.property_id, id));
    const fileParams = await tx
      .select({ k: assign_parameters.value })
      .from(assign_parameters)
      .innerJoin(parameters, eq(parameters.id, assign_parameters.parameter_id))
      .where(and(eq(assign_parameters.property_id, id), eq(parameters.type_of_parameter, 'file')));
    await tx.delete(propertys).where(eq(propertys.id, id));
    return [
      row.title_image,
      row.three_d_image,
      row.meta_image,
      ...gallery.map((g) => g.k),
      ...docs.map((d) => d.k),
      ...fileParams.map((p) => p.k),
    ];
  });
  await propertyFiles.remove(deps.storage, keys);
}
