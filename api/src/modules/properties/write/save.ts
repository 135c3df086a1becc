// Creating and editing a listing. Order of work: fields (zod) → category, parameters, amenities,
// facilities, questionnaire → files checked by content → package pre-check → files stored → ONE transaction
// (package unit, row, relations) → files no longer referenced removed. A failed transaction removes the
// files it stored, so nothing is left half-written.
import { slugify } from '@abode/shared/format';
import {
  PROPERTY_WRITE_MESSAGES as M,
  type PostPropertyFields,
  type UpdatePostPropertyFields,
} from '@abode/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  assign_parameters,
  assigned_outdoor_facilities,
  properties_documents,
  property_amenities,
  property_images,
  propertys,
} from '../../../db/schema.ts';
import type { Deps } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import { type PreparedFile, transactionWithFiles } from '../../../lib/owned-files.ts';
import { freeSlug } from '../../../lib/sql.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { assertPackageAllows, consumeFeature, packageRefusal } from '../../packages/packages.limits.ts';
import { settingsMap } from '../../settings/settings.repository.ts';
import { checkAmenities, checkFacilities, checkParameters, checkQuestionaries, type ParameterRow } from './checks.ts';
import { prepareDocument, preparePhoto, propertyFiles } from './files.ts';
import type { PropertyFiles } from './form.ts';
import { categoryWithParameters, isVerifiedCustomer, type PropertyWithCategory } from './write.repository.ts';

type PropertyRow = typeof propertys.$inferSelect;

const bad = (message: string) => new ApiError('VALIDATION', message);

/** The review state a listing gets: approved only when auto-approve is on and the owner is verified. */
async function reviewState(
  db: Db,
  userId: number,
  existing: PropertyRow | undefined,
): Promise<'approved' | 'pending' | undefined> {
  const settings = await settingsMap(db);
  const autoApprove = settings.auto_approve === '1' && (await isVerifiedCustomer(db, userId));
  if (!existing) return autoApprove ? 'approved' : 'pending';
  // An approved listing stays approved after an edit only when the admin allows it (default: review again).
  if (existing.request_status === 'approved')
    return settings.auto_approve_edited_listings === '1' || autoApprove ? undefined : 'pending';
  // A rejected listing that is edited goes back to the queue.
  if (existing.request_status === 'rejected') return autoApprove ? 'approved' : 'pending';
  return autoApprove ? 'approved' : undefined;
}

/** Files of a save: what to store first and what to remove once committed. */
interface FilePlan {
  store: PreparedFile[];
  titleImage?: string;
  threeDImage?: string;
  metaImage?: string;
  gallery: string[];
  documents: { key: string; type: string }[];
  parameterFiles: PreparedFile[];
}

async function prepareFiles(files: PropertyFiles): Promise<FilePlan> {
  const plan: FilePlan = { store: [], gallery: [], documents: [], parameterFiles: [] };
  if (files.title_image !== undefined) {
    const f = await preparePhoto(files.title_image);
    plan.store.push(f);
    plan.titleImage = f.key;
  }
  if (files.three_d_image !== undefined) {
    const f = await preparePhoto(files.three_d_image);
    plan.store.push(f);
    plan.threeDImage = f.key;
  }
  if (files.meta_image !== undefined) {
    const f = await preparePhoto(files.meta_image);
    plan.store.push(f);
    plan.metaImage = f.key;
  }
  for (const g of files.gallery_images) {
    const f = await preparePhoto(g);
    plan.store.push(f);
    plan.gallery.push(f.key);
  }
  for (const d of files.documents) {
    const f = prepareDocument(d);
    plan.store.push(f);
    plan.documents.push({ key: f.key, type: f.type });
  }
  return plan;
}

type Fields = Partial<PostPropertyFields> &
  Partial<Pick<UpdatePostPropertyFields, 'remove_gallery_images' | 'remove_documents' | 'remove_three_d_image'>>;

/**
 * Creates (`existing` undefined) or edits a listing for its owner. Answers the saved row with its category.
 * Throws ApiErrors (400/403/413/415) before anything is written.
 */
export async function saveProperty(
  deps: Deps,
  user: AuthUser,
  fields: Fields,
  files: PropertyFiles,
  existing?: PropertyWithCategory,
): Promise<number> {
  const { db } = deps;
  const old = existing?.property;
  const creating = !old;

  // Category and its parameters.
  const categoryId = fields.category_id ?? old?.category_id;
  const cat = categoryId ? await categoryWithParameters(db, categoryId) : undefined;
  if (!cat) throw bad(M.categoryRequired);
  if (creating && files.title_image === undefined) throw bad(M.titleImageRequired);

  // Sale or rent: a sold or rented listing keeps its state when the form sends its base type back.
  let type = fields.property_type ?? old?.propery_type ?? 0;
  if (old && fields.property_type !== undefined && old.propery_type - 2 === fields.property_type)
    type = old.propery_type;
  const isRent = type === 1 || type === 3;
  const rentduration = isRent ? (fields.rentduration ?? old?.rentduration ?? undefined) : null;
  if (isRent && !rentduration) throw bad(M.rentDurationRequired);

  // Parameters: on an edit that does not send them (and keeps the category) the stored ones stay.
  let keptParams = new Map<number, string>();
  if (old) {
    const stored = await db.select().from(assign_parameters).where(eq(assign_parameters.property_id, old.id));
    keptParams = new Map(stored.map((s) => [s.parameter_id, s.value ?? '']));
  }
  const paramsTouched = creating || fields.parameters !== undefined || cat.category.id !== old?.category_id;
  let paramRows: ParameterRow[] = [];
  let paramFiles: PreparedFile[] = [];
  if (paramsTouched) {
    const checked = await checkParameters(
      cat.parameters,
      creating ? (fields.parameters ?? []) : fields.parameters,
      keptParams,
    );
    paramRows = checked.rows;
    paramFiles = checked.files;
  }
  if (fields.amenity_id?.length) await checkAmenities(db, fields.amenity_id);
  if (fields.facilities?.length) await checkFacilities(db, fields.facilities);
  const questionaries =
    fields.questionaries !== undefined ? await checkQuestionaries(db, fields.questionaries) : undefined;

  // Files, by content, before anything is stored.
  const plan = await prepareFiles(files);
  plan.store.push(...paramFiles);

  // Package: a quick refusal before storing files; the unit itself is taken inside the transaction.
  if (creating) {
    await assertPackageAllows(db, user.id, 'property_list');
  }
  const review = await reviewState(db, user.id, old);

  // Slug: a given slug_id is slugified too; the title's slug otherwise. An edit keeps its slug unless asked.
  const wantedSlug = fields.slug_id ? slugify(fields.slug_id) : '';
  const slugBase = creating ? wantedSlug || slugify(fields.title ?? '') || 'property' : wantedSlug;

  // Two listings racing for one slug: the unique index refuses the second, which takes the next free one.
  // Only once committed do the files no longer referenced go.
  return transactionWithFiles(deps, propertyFiles, plan.store, async (t, replaced) => {
    let propertyId: number;
    if (creating) {
      const unit = await consumeFeature(t, user.id, 'property_list');
      if (!unit.ok) throw packageRefusal(unit.reason);
      const [row] = await t
        .insert(propertys)
        .values({
          category_id: cat.category.id,
          package_id: unit.package_id,
          title: fields.title ?? '',
          slug_id: await freeSlug(t, propertys, slugBase),
          description: fields.description ?? '',
          address: fields.address ?? '',
          client_address: fields.client_address ?? '',
          propery_type: type,
          price: fields.price ?? 0,
          post_type: 1,
          city: fields.city ?? '',
          state: fields.state ?? '',
          country: fields.country ?? '',
          title_image: plan.titleImage ?? '',
          three_d_image: plan.threeDImage ?? '',
          video_link: fields.video_link ?? '',
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
          added_by: user.id,
          status: 1,
          request_status: review ?? 'pending',
          rentduration,
          meta_title: fields.meta_title ?? '',
          meta_description: fields.meta_description ?? '',
          meta_keywords: fields.meta_keywords ?? '',
          meta_image: plan.metaImage ?? '',
          is_premium: fields.is_premium ?? false,
          sqft: fields.sqft ?? null,
          highligts: fields.highligts ?? '',
          questionaries: questionaries ?? {},
        })
        .returning({ id: propertys.id });
      if (!row) throw new Error('property not created');
      propertyId = row.id;
    } else {
      propertyId = old.id;
      // The owner's row, locked: a concurrent delete or edit waits for this one.
      const [locked] = await t
        .select()
        .from(propertys)
        .where(and(eq(propertys.id, old.id), eq(propertys.added_by, user.id)))
        .for('update');
      if (!locked) throw new ApiError('NOT_FOUND', M.notFound);
      const patch: Partial<typeof propertys.$inferInsert> = { updated_at: new Date() };
      const copy = [
        'title',
        'description',
        'address',
        'client_address',
        'city',
        'state',
        'country',
        'video_link',
        'meta_title',
        'meta_description',
        'meta_keywords',
        'highligts',
        'price',
        'latitude',
        'longitude',
        'is_premium',
        'sqft',
      ] as const;
      for (const k of copy) if (fields[k] !== undefined) (patch as Record<string, unknown>)[k] = fields[k];
      patch.category_id = cat.category.id;
      patch.propery_type = type;
      patch.rentduration = rentduration;
      if (questionaries !== undefined) patch.questionaries = questionaries;
      if (review) patch.request_status = review;
      if (slugBase && slugBase !== locked.slug_id) patch.slug_id = await freeSlug(t, propertys, slugBase, locked.id);
      if (plan.titleImage) {
        patch.title_image = plan.titleImage;
        replaced.push(locked.title_image);
      }
      if (plan.metaImage) {
        patch.meta_image = plan.metaImage;
        replaced.push(locked.meta_image);
      }
      if (plan.threeDImage) {
        patch.three_d_image = plan.threeDImage;
        replaced.push(locked.three_d_image);
      } else if (fields.remove_three_d_image) {
        patch.three_d_image = '';
        replaced.push(locked.three_d_image);
      }
      await t.update(propertys).set(patch).where(eq(propertys.id, locked.id));

      if (fields.remove_gallery_images?.length) {
        const gone = await t
          .delete(property_images)
          .where(
            and(eq(property_images.propertys_id, locked.id), inArray(property_images.id, fields.remove_gallery_images)),
          )
          .returning({ image: property_images.image });
        replaced.push(...gone.map((g) => g.image));
      }
      if (fields.remove_documents?.length) {
        const gone = await t
          .delete(properties_documents)
          .where(
            and(
              eq(properties_documents.property_id, locked.id),
              inArray(properties_documents.id, fields.remove_documents),
            ),
          )
          .returning({ name: properties_documents.name });
        replaced.push(...gone.map((g) => g.name));
      }
      if (paramsTouched) {
        const gone = await t
          .delete(assign_parameters)
          .where(eq(assign_parameters.property_id, locked.id))
          .returning({ value: assign_parameters.value });
        const keptValues = new Set(paramRows.map((r) => r.value));
        replaced.push(...gone.map((g) => g.value).filter((v) => v !== null && !keptValues.has(v)));
      }
      if (fields.facilities !== undefined)
        await t.delete(assigned_outdoor_facilities).where(eq(assigned_outdoor_facilities.property_id, locked.id));
      if (fields.amenity_id !== undefined)
        await t.delete(property_amenities).where(eq(property_amenities.property_id, locked.id));
    }

    if (plan.gallery.length)
      await t.insert(property_images).values(plan.gallery.map((image) => ({ propertys_id: propertyId, image })));
    if (plan.documents.length)
      await t
        .insert(properties_documents)
        .values(plan.documents.map((d) => ({ property_id: propertyId, name: d.key, type: d.type })));
    if (paramsTouched && paramRows.length)
      await t.insert(assign_parameters).values(
        paramRows.map((r) => ({
          modal_type: 'property',
          modal_id: propertyId,
          property_id: propertyId,
          parameter_id: r.parameter_id,
          value: r.value,
        })),
      );
    if (fields.facilities?.length)
      await t.insert(assigned_outdoor_facilities).values(
        fields.facilities.map((f) => ({
          property_id: propertyId,
          facility_id: f.facility_id,
          distance: f.distance,
        })),
      );
    if (fields.amenity_id?.length)
      await t
        .insert(property_amenities)
        .values(fields.amenity_id.map((amenity_id) => ({ property_id: propertyId, amenity_id })));
    return propertyId;
  });
}
