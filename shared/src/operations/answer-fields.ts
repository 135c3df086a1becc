// An answer cut to its response schema (docs/decisions/032): every object keeps only the fields its schema
// declares, in the order the answer has them, so a field a handler adds by mistake (a password hash, an internal
// id) never leaves the server, and an answer that declares all it sends is serialised byte for byte as before.
// Walks the answer once; no validation (the API checks answers against their schemas outside production).
import type { z } from 'zod';

/** Zod 4's definition of a schema, as far as the walk reads it. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose value is their inner schema's. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

/**
 * The schemas a value may be read by, with wrappers, unions, intersections and lazies opened; `null` when one of
 * them takes anything (unknown, any, a custom check): the value then passes as it is.
 */
function candidates(schemas: readonly z.ZodType[]): z.ZodType[] | null {
  const out: z.ZodType[] = [];
  const open = (s: z.ZodType): boolean => {
    const d = defOf(s);
    if (WRAPPERS.has(d.type) && d.innerType) return open(d.innerType);
    // The answer is what goes into the schema (a handler's value), so a pipe is read by its input side.
    if (d.type === 'pipe' && d.in) return open(d.in);
    if (d.type === 'lazy' && d.getter) return open(d.getter());
    if (d.type === 'union' && d.options) return d.options.every(open);
    if (d.type === 'intersection' && d.left && d.right) return open(d.left) && open(d.right);
    if (d.type === 'unknown' || d.type === 'any' || d.type === 'custom') return false;
    out.push(s);
    return true;
  };
  return schemas.every(open) ? out : null;
}

function cut(schemas: readonly z.ZodType[], value: unknown, path: string, dropped: string[] | undefined): unknown {
  if (value === null || typeof value !== 'object') return value;
  const read = candidates(schemas);
  if (!read) return value;
  if (Array.isArray(value)) {
    const elements: z.ZodType[] = [];
    const tuples: Def[] = [];
    for (const s of read) {
      const d = defOf(s);
      if (d.type === 'array' && d.element) elements.push(d.element);
      else if (d.type === 'tuple') tuples.push(d);
    }
    if (!elements.length && !tuples.length) return value;
    return value.map((item, i) => {
      const at = [...elements];
      for (const t of tuples) {
        const s = t.items?.[i] ?? t.rest;
        if (s) at.push(s);
      }
      return at.length ? cut(at, item, `${path}[${i}]`, dropped) : item;
    });
  }
  const fields = new Map<string, z.ZodType[]>();
  const records: z.ZodType[] = [];
  for (const s of read) {
    const d = defOf(s);
    if (d.type === 'object' && d.shape) {
      for (const [k, f] of Object.entries(d.shape)) fields.set(k, [...(fields.get(k) ?? []), f]);
    } else if (d.type === 'record' && d.valueType) records.push(d.valueType);
  }
  if (!fields.size && !records.length) return value;
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const declared = fields.get(k) ?? (records.length ? records : undefined);
    if (!declared) {
      dropped?.push(path ? `${path}.${k}` : k);
      continue;
    }
    kept[k] = cut(declared, v, path ? `${path}.${k}` : k, dropped);
  }
  return kept;
}

/**
 * `answer` with only the fields `schema` declares (a loose object's extras too are cut: a field is declared or it
 * does not leave). `dropped`, when given, receives the path of each field cut (`data[0].password`).
 */
export function answerFields(schema: z.ZodType, answer: unknown, dropped?: string[]): unknown {
  return cut([schema], answer, '', dropped);
}
