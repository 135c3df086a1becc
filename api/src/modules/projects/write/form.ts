// Gathers a project form from multipart into the shape the shared zod schema reads (the encoding is in
// shared/src/wire/project-write.ts): nested `parameters[i][…]`, `facilities[i][…]` and `plans[i][…]` keys
// become lists of objects, `amenity_id[]` a list, and the file parts are set apart to be checked by content.
// The same gathering as the property form's (properties/write/form.ts) with the project's own file fields.

/** The file parts of a project form (Buffers, as the multipart parser hands them over). */
export interface ProjectFiles {
  image?: unknown;
  meta_image?: unknown;
  gallery_images: unknown[];
  documents: unknown[];
  broucher_images: unknown[];
  paymentdocument: unknown[];
}

const NESTED =
  /^(parameters|facilities|plans)\[(\d{1,3})\]\[(parameter_id|value|facility_id|distance|id|title|document)\](\[\d{0,3}\])?$/;
const SINGLE = new Set(['image', 'meta_image']);
const MANY = new Set(['gallery_images', 'documents', 'broucher_images', 'paymentdocument']);
type Group = 'parameters' | 'facilities' | 'plans';

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const present = (v: unknown) => !(v === undefined || v === '' || (Buffer.isBuffer(v) && v.length === 0));

/** Splits a raw body into the text fields (for zod) and the files. */
export function collectProjectForm(raw: unknown): { fields: Record<string, unknown>; files: ProjectFiles } {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  const files: ProjectFiles = { gallery_images: [], documents: [], broucher_images: [], paymentdocument: [] };
  const nested: Record<Group, Map<number, Record<string, unknown>>> = {
    parameters: new Map(),
    facilities: new Map(),
    plans: new Map(),
  };
  for (const [key, value] of Object.entries(body)) {
    const m = NESTED.exec(key);
    if (m) {
      const group = nested[m[1] as Group];
      const index = Number(m[2]);
      const entry = group.get(index) ?? {};
      const name = m[3] as string;
      if (m[4] !== undefined) entry[name] = [...list(entry[name]), ...list(value)];
      else entry[name] = value;
      group.set(index, entry);
      continue;
    }
    const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (MANY.has(bare)) files[bare as 'documents'].push(...list(value));
    else if (SINGLE.has(bare)) files[bare as 'image'] = value;
    else if (bare === 'amenity_id') fields.amenity_id = [...list(fields.amenity_id), ...list(value)];
    else fields[bare] = value;
  }
  for (const group of ['parameters', 'facilities', 'plans'] as const) {
    if (nested[group].size) fields[group] = [...nested[group].entries()].sort(([a], [b]) => a - b).map(([, e]) => e);
  }
  for (const k of ['image', 'meta_image'] as const) if (!present(files[k])) delete files[k];
  for (const k of MANY) files[k as 'documents'] = files[k as 'documents'].filter(present);
  return { fields, files };
}
