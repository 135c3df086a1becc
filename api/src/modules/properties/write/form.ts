// Gathers a property form from multipart (or urlencoded, or JSON) into the shape the shared zod schema
// reads: flat keys such as `parameters[0][value][]` become lists of objects, `amenity_id[]` a list, and
// the file parts are set apart to be checked by content.

/** The file parts of a property form (Buffers, as the multipart parser hands them over). */
export interface PropertyFiles {
  title_image?: unknown;
  three_d_image?: unknown;
  meta_image?: unknown;
  gallery_images: unknown[];
  documents: unknown[];
}

const NESTED = /^(parameters|facilities)\[(\d{1,3})\]\[(parameter_id|value|facility_id|distance)\](\[\d{0,3}\])?$/;
const FILE_FIELDS = new Set(['title_image', 'three_d_image', 'meta_image']);

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Splits a raw body into the text fields (for zod) and the files. */
export function collectPropertyForm(raw: unknown): { fields: Record<string, unknown>; files: PropertyFiles } {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  const files: PropertyFiles = { gallery_images: [], documents: [] };
  const nested: Record<'parameters' | 'facilities', Map<number, Record<string, unknown>>> = {
    parameters: new Map(),
    facilities: new Map(),
  };
  for (const [key, value] of Object.entries(body)) {
    const m = NESTED.exec(key);
    if (m) {
      const group = nested[m[1] as 'parameters' | 'facilities'];
      const index = Number(m[2]);
      const entry = group.get(index) ?? {};
      const name = m[3] as string;
      if (m[4] !== undefined) {
        // `parameters[i][value][]` (or `[j]`): several checkbox options.
        entry[name] = [...list(entry[name]), ...list(value)];
      } else entry[name] = value;
      group.set(index, entry);
      continue;
    }
    const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (bare === 'gallery_images' || bare === 'documents') {
      files[bare].push(...list(value));
    } else if (FILE_FIELDS.has(bare)) {
      files[bare as 'title_image' | 'three_d_image' | 'meta_image'] = value;
    } else if (bare === 'amenity_id') {
      fields.amenity_id = [...list(fields.amenity_id), ...list(value)];
    } else {
      fields[bare] = value;
    }
  }
  for (const group of ['parameters', 'facilities'] as const) {
    if (nested[group].size) {
      fields[group] = [...nested[group].entries()].sort(([a], [b]) => a - b).map(([, e]) => e);
    }
  }
  // Empty file inputs arrive as empty parts: they mean "no file".
  const present = (v: unknown) => !(v === undefined || v === '' || (Buffer.isBuffer(v) && v.length === 0));
  for (const k of ['title_image', 'three_d_image', 'meta_image'] as const) if (!present(files[k])) delete files[k];
  files.gallery_images = files.gallery_images.filter(present);
  files.documents = files.documents.filter(present);
  return { fields, files };
}
