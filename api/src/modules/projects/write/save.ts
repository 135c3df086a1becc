// Creating and editing a project, in the order post_property uses (properties/write/save.ts): fields (zod)
// → category, parameters, amenities, facilities, plans → files checked by content → package pre-check →
// files stored → ONE transaction (package unit, row, relations) → files no longer referenced removed. A
// failed transaction removes the files it stored: never a half-written row or an orphan file.
import { slugify } from '@abode/shared/format';
import { type EditProjectFields, PROJECT_WRITE_MESSAGES as M, type PlanInput } from '@abode/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  project_amenities,
  project_documents,
  project_facilities,
  project_parameters,
  project_plans,
  projects,
} from '../../../db/schema.ts';
import type { Deps } from '../../../lib/define-route.ts';
import { ApiError } from '../../../lib/errors.ts';
import { type PreparedFile, transactionWithFiles } from '../../../lib/owned-files.ts';
import { freeSlug } from '../../../lib/sql.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { assertPackageAllows, consumeFeature, packageRefusal } from '../../packages/packages.limits.ts';
import { checkAmenities, checkFacilities, checkParameters, type ParameterRow } from '../../properties/write/checks.ts';
import { categoryWithParameters, isVerifiedCustomer } from '../../properties/write/write.repository.ts';
import { settingsMap } from '../../settings/settings.repository.ts';
import { PROJECT_FOLDER, projectDocument, projectFiles, projectPhoto, projectPlanFile } from './files.ts';
import type { ProjectFiles } from './form.ts';

type ProjectRow = typeof projects.$inferSelect;
type DocType = 'image' | 'doc' | 'broucher' | 'payment';
type Fields = Partial<Omit<EditProjectFields, 'id'>>;

const bad = (message: string) => new ApiError('VALIDATION', message);

/** A new project is pending until an admin approves it; an edited approved or rejected one goes back to review. */
async function reviewState(db: Db, userId: number, old: ProjectRow | undefined) {
  const settings = await settingsMap(db);
  const auto = settings.auto_approve === '1' && (await isVerifiedCustomer(db, userId));
  if (!old) return auto ? ('approved' as const) : ('pending' as const);
  if (old.request_status === 'approved')
    return settings.auto_approve_edited_listings === '1' || auto ? undefined : ('pending' as const);
  return auto ? ('approved' as const) : ('pending' as const);
}

/** A checked floor plan: kept (`id`) with maybe a new title or file, or new (title and file). */
interface PlanPlan {
  id?: number;
  title?: string;
  file?: PreparedFile;
}

/** Spec §5: a plan needs its title and its file ('Please fill the current floor details…'). */
async function checkPlans(plans: PlanInput[], keptIds: Set<number>): Promise<PlanPlan[]> {
  const out: PlanPlan[] = [];
  for (const p of plans) {
    const idText = typeof p.id === 'number' ? String(p.id) : (p.id ?? '').trim();
    const id = idText === '' ? undefined : /^\d{1,10}$/.test(idText) ? Number(idText) : Number.NaN;
    const title = typeof p.title === 'string' ? p.title.trim() : '';
    const hasFile = Buffer.isBuffer(p.document) && p.document.length > 0;
    if (id !== undefined && !keptIds.has(id)) throw bad(M.planNotFound);
    if (!title || (id === undefined && !hasFile)) throw bad(M.floorDetailsRequired);
    if (title.length > 255) throw bad('Plan title must be at most 255 characters');
    const entry: PlanPlan = { title };
    if (id !== undefined) entry.id = id;
    if (hasFile) entry.file = await projectPlanFile(p.document);
    out.push(entry);
  }
  return out;
}

/** Moves file-parameter uploads (checked by the listing checks) into the project folder. */
function rekeyParameterFiles(rows: ParameterRow[], files: PreparedFile[]) {
  const moved = new Map(files.map((f) => [f.key, f.key.replace(/^[^/]+\//, `${PROJECT_FOLDER}/`)]));
  return {
    rows: rows.map((r) => ({ ...r, value: moved.get(r.value) ?? r.value })),
    files: files.map((f) => ({ ...f, key: moved.get(f.key) ?? f.key })),
  };
}

/**
 * Creates (`old` undefined) or edits a project for its owner; answers its id. Throws ApiErrors
 * (400/403/404/413/415) before anything is written.
 */
export async function saveProject(
  deps: Deps,
  user: AuthUser,
  fields: Fields,
  files: ProjectFiles,
  old?: ProjectRow,
): Promise<number> {
  const { db } = deps;
  const creating = !old;

  const categoryId = fields.category_id ?? old?.category_id;
  const cat = categoryId ? await categoryWithParameters(db, categoryId) : undefined;
  if (!cat) throw bad(M.categoryRequired);
  if (creating && files.image === undefined) throw bad(M.imageRequired);

  // Parameters: an edit that sends none (and keeps the category) keeps the stored ones.
  let kept = new Map<number, string>();
  if (old) {
    const stored = await db.select().from(project_parameters).where(eq(project_parameters.project_id, old.id));
    kept = new Map(stored.map((s) => [s.parameter_id, s.value]));
  }
  const paramsTouched = creating || fields.parameters !== undefined || cat.category.id !== old?.category_id;
  let params: { rows: ParameterRow[]; files: PreparedFile[] } = { rows: [], files: [] };
  if (paramsTouched) {
    const checked = await checkParameters(
      cat.parameters,
      creating ? (fields.parameters ?? []) : fields.parameters,
      kept,
    );
    params = rekeyParameterFiles(checked.rows, checked.files);
  }
  if (fields.amenity_id?.length) await checkAmenities(db, fields.amenity_id);
  if (fields.facilities?.length) await checkFacilities(db, fields.facilities);

  const keptPlanIds = new Set(
    old
      ? (await db.select({ id: project_plans.id }).from(project_plans).where(eq(project_plans.project_id, old.id))).map(
          (p) => p.id,
        )
      : [],
  );
  for (const id of fields.remove_plans ?? []) keptPlanIds.delete(id);
  const plans = await checkPlans(fields.plans ?? [], keptPlanIds);

  // Files, by content, before anything is stored.
  const image = files.image !== undefined ? await projectPhoto(files.image) : undefined;
  const metaImage = files.meta_image !== undefined ? await projectPhoto(files.meta_image) : undefined;
  const docs: (PreparedFile & { type: DocType })[] = [];
  for (const f of files.gallery_images) docs.push({ ...(await projectPhoto(f)), type: 'image' });
  for (const f of files.broucher_images) docs.push({ ...(await projectPhoto(f)), type: 'broucher' });
  for (const f of files.documents) docs.push({ ...projectDocument(f), type: 'doc' });
  for (const f of files.paymentdocument) docs.push({ ...projectDocument(f), type: 'payment' });
  const store: PreparedFile[] = [
    ...(image ? [image] : []),
    ...(metaImage ? [metaImage] : []),
    ...docs,
    ...params.files,
    ...plans.flatMap((p) => (p.file ? [p.file] : [])),
  ];

  // Package: a quick refusal before storing files; the unit itself is taken inside the transaction.
  if (creating) {
    await assertPackageAllows(db, user.id, 'project_list');
  }
  const review = await reviewState(db, user.id, old);
  // slug_id: kept on an edit unless another one is sent.
  const wantedSlug = fields.slug_id ? slugify(fields.slug_id) : '';
  const slugBase = creating ? wantedSlug || slugify(fields.title ?? '') || 'project' : wantedSlug;

  // Two projects racing for one slug: the unique index refuses the second, which takes the next free one.
  return transactionWithFiles(deps, projectFiles, store, async (t, replaced) => {
    let projectId: number;
    if (!old) {
      const unit = await consumeFeature(t, user.id, 'project_list');
      if (!unit.ok) throw packageRefusal(unit.reason);
      const [row] = await t
        .insert(projects)
        .values({
          title: fields.title ?? '',
          slug_id: await freeSlug(t, projects, slugBase),
          description: fields.description ?? '',
          type: fields.type ?? 'under_construction',
          category_id: cat.category.id,
          location: fields.location ?? '',
          city: fields.city ?? '',
          state: fields.state ?? '',
          country: fields.country ?? '',
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
          price: fields.price ?? null,
          sqft: fields.sqft ?? null,
          video_link: fields.video_link ?? '',
          meta_title: fields.meta_title ?? '',
          meta_description: fields.meta_description ?? '',
          meta_keywords: fields.meta_keywords ?? '',
          meta_image: metaImage?.key ?? '',
          image: image?.key ?? '',
          projecthighligts: fields.projecthighligts ?? '',
          added_by: user.id,
          // Spec §4: pending review until an admin approves (then active).
          status: review === 'approved' ? 1 : 0,
          request_status: review ?? 'pending',
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('project not created');
      projectId = row.id;
    } else {
      const [locked] = await t
        .select()
        .from(projects)
        .where(and(eq(projects.id, old.id), eq(projects.added_by, user.id)))
        .for('update');
      if (!locked) throw new ApiError('NOT_FOUND', M.notFound);
      projectId = locked.id;
      const patch: Partial<typeof projects.$inferInsert> = {
        updated_at: new Date(),
        category_id: cat.category.id,
      };
      const copy = [
        'title',
        'description',
        'type',
        'location',
        'city',
        'state',
        'country',
        'latitude',
        'longitude',
        'price',
        'sqft',
        'video_link',
        'meta_title',
        'meta_description',
        'meta_keywords',
        'projecthighligts',
      ] as const;
      for (const k of copy) if (fields[k] !== undefined) (patch as Record<string, unknown>)[k] = fields[k];
      if (review) {
        patch.request_status = review;
        if (review === 'pending') patch.status = 0;
      }
      if (slugBase && slugBase !== locked.slug_id) patch.slug_id = await freeSlug(t, projects, slugBase, locked.id);
      if (image) {
        patch.image = image.key;
        replaced.push(locked.image);
      }
      if (metaImage) {
        patch.meta_image = metaImage.key;
        replaced.push(locked.meta_image);
      }
      await t.update(projects).set(patch).where(eq(projects.id, locked.id));
      // Removals: gallery ids among images, document ids among documents and payment files,
      // brochure ids among brochure images; ids of other projects are ignored.
      for (const [ids, types] of [
        [fields.remove_gallery_images, ['image']],
        [fields.remove_documents, ['doc', 'payment']],
        [fields.remove_broucher_images, ['broucher']],
      ] as const) {
        if (!ids?.length) continue;
        const gone = await t
          .delete(project_documents)
          .where(
            and(
              eq(project_documents.project_id, locked.id),
              inArray(project_documents.id, ids),
              inArray(project_documents.type, [...types]),
            ),
          )
          .returning({ name: project_documents.name });
        replaced.push(...gone.map((g) => g.name));
      }
      if (fields.remove_plans?.length) {
        const gone = await t
          .delete(project_plans)
          .where(and(eq(project_plans.project_id, locked.id), inArray(project_plans.id, fields.remove_plans)))
          .returning({ document: project_plans.document });
        replaced.push(...gone.map((g) => g.document));
      }
      for (const p of plans) {
        if (p.id === undefined) continue;
        const patchPlan: Partial<typeof project_plans.$inferInsert> = { updated_at: new Date() };
        if (p.title) patchPlan.title = p.title;
        if (p.file) patchPlan.document = p.file.key;
        const [before] = await t
          .select({ document: project_plans.document })
          .from(project_plans)
          .where(and(eq(project_plans.id, p.id), eq(project_plans.project_id, locked.id)));
        if (!before) throw new ApiError('VALIDATION', M.planNotFound);
        await t.update(project_plans).set(patchPlan).where(eq(project_plans.id, p.id));
        if (p.file) replaced.push(before.document);
      }
      if (paramsTouched) {
        const gone = await t
          .delete(project_parameters)
          .where(eq(project_parameters.project_id, locked.id))
          .returning({ value: project_parameters.value });
        const keptValues = new Set(params.rows.map((r) => r.value));
        replaced.push(...gone.map((g) => g.value).filter((v) => !keptValues.has(v)));
      }
      if (fields.facilities !== undefined)
        await t.delete(project_facilities).where(eq(project_facilities.project_id, locked.id));
      if (fields.amenity_id !== undefined)
        await t.delete(project_amenities).where(eq(project_amenities.project_id, locked.id));
    }
    if (docs.length)
      await t.insert(project_documents).values(docs.map((d) => ({ project_id: projectId, name: d.key, type: d.type })));
    const added = plans.filter((p) => p.id === undefined);
    if (added.length)
      await t
        .insert(project_plans)
        .values(added.map((p) => ({ project_id: projectId, title: p.title ?? '', document: p.file?.key ?? '' })));
    if (paramsTouched && params.rows.length)
      await t
        .insert(project_parameters)
        .values(params.rows.map((r) => ({ project_id: projectId, parameter_id: r.parameter_id, value: r.value })));
    if (fields.facilities?.length)
      await t.insert(project_facilities).values(
        fields.facilities.map((f) => ({
          project_id: projectId,
          facility_id: f.facility_id,
          distance: f.distance,
        })),
      );
    if (fields.amenity_id?.length)
      await t
        .insert(project_amenities)
        .values(fields.amenity_id.map((amenity_id) => ({ project_id: projectId, amenity_id })));
    return projectId;
  });
}
