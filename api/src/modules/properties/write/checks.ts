// Checks of a property's parts that need the database: the category and its parameters (required ones,
// allowed options, files), amenities, nearby facilities and questionnaire answers.
import type { ParameterInput } from '@abode/shared/wire';
import type { Db } from '../../../db/client.ts';
import type { parameters } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/errors.ts';
import type { PreparedFile } from '../../../lib/owned-files.ts';
import { prepareParameterFile } from './files.ts';
import { activeQuestions, knownAmenities, knownFacilities } from './write.repository.ts';

type ParameterDef = typeof parameters.$inferSelect;

const bad = (message: string) => new ApiError('VALIDATION', message);

const TEXT_MAX = { text: 255, textarea: 5000 } as const;

function asStrings(raw: unknown): string[] {
  const parts = Array.isArray(raw) ? raw : [raw];
  return parts
    .flatMap((p) => (typeof p === 'string' ? p.split(',') : typeof p === 'number' ? [String(p)] : []))
    .map((s) => s.trim())
    .filter(Boolean);
}

function isEmpty(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (Buffer.isBuffer(raw)) return raw.length === 0;
  if (Array.isArray(raw)) return raw.every(isEmpty);
  return typeof raw === 'string' && raw.trim() === '';
}

/** A parameter value to store (a file value is the key of the file about to be stored). */
export interface ParameterRow {
  parameter_id: number;
  value: string;
}

/**
 * Checks submitted parameter values against a category's parameters, in the category's order (so the
 * first problem named is the first field on screen). `kept` holds the stored values a field falls back to
 * when it is not sent (edits that leave parameters alone, or a file field sent back as its current URL).
 */
export async function checkParameters(
  defs: ParameterDef[],
  submitted: ParameterInput[] | undefined,
  kept: Map<number, string>,
): Promise<{ rows: ParameterRow[]; files: PreparedFile[] }> {
  const given = new Map<number, unknown>();
  for (const entry of submitted ?? []) {
    if (!defs.some((d) => d.id === entry.parameter_id))
      throw bad(`Parameter ${entry.parameter_id} is not part of this category`);
    if (given.has(entry.parameter_id)) throw bad(`Parameter ${entry.parameter_id} was sent twice`);
    given.set(entry.parameter_id, entry.value);
  }
  const rows: ParameterRow[] = [];
  const files: PreparedFile[] = [];
  for (const def of defs) {
    const required = `${def.name} is required`;
    const previous = kept.get(def.id);
    if (!given.has(def.id) && submitted === undefined) {
      // Parameters not sent at all on an edit: the stored value stays.
      if (previous !== undefined && previous !== '') rows.push({ parameter_id: def.id, value: previous });
      else if (def.is_required) throw bad(required);
      continue;
    }
    const raw = given.get(def.id);
    if (isEmpty(raw)) {
      if (def.is_required) throw bad(required);
      continue;
    }
    const options = def.type_values;
    const oneOf = `${def.name} must be one of ${options.join(', ')}`;
    switch (def.type_of_parameter) {
      case 'file': {
        if (Buffer.isBuffer(raw)) {
          const file = await prepareParameterFile(def.name, raw);
          files.push(file);
          rows.push({ parameter_id: def.id, value: file.key });
        } else if (typeof raw === 'string' && previous && (raw === previous || raw.endsWith(`/${previous}`))) {
          // The client sent the current file back (its key or URL): it stays.
          rows.push({ parameter_id: def.id, value: previous });
        } else throw bad(`${def.name} must be a file`);
        break;
      }
      case 'checkbox': {
        const chosen = [...new Set(asStrings(raw))];
        if (!chosen.length) {
          if (def.is_required) throw bad(required);
          break;
        }
        if (chosen.some((v) => !options.includes(v))) throw bad(oneOf);
        // Stored as a JSON list in the parameter's own order, as the read side expects.
        rows.push({ parameter_id: def.id, value: JSON.stringify(options.filter((o) => chosen.includes(o))) });
        break;
      }
      default: {
        if (Buffer.isBuffer(raw)) throw bad(`${def.name} must be text`);
        const text = asStrings(raw).join(', ');
        if (!text) {
          if (def.is_required) throw bad(required);
          break;
        }
        if (def.type_of_parameter === 'number') {
          if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(text)) throw bad(`${def.name} must be a number`);
          rows.push({ parameter_id: def.id, value: String(Number(text)) });
        } else if (def.type_of_parameter === 'radio' || def.type_of_parameter === 'dropdown') {
          if (!options.includes(text)) throw bad(oneOf);
          rows.push({ parameter_id: def.id, value: text });
        } else {
          const max = TEXT_MAX[def.type_of_parameter];
          if (text.length > max) throw bad(`${def.name} must be at most ${max} characters`);
          rows.push({ parameter_id: def.id, value: text });
        }
      }
    }
  }
  return { rows, files };
}

/** Refuses amenity ids that are not active amenities. */
export async function checkAmenities(db: Db, ids: number[]): Promise<void> {
  const known = await knownAmenities(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw bad(`Amenity ${unknown} not found`);
}

/** Refuses unknown or repeated outdoor facilities. */
export async function checkFacilities(db: Db, list: { facility_id: number }[]): Promise<void> {
  const ids = list.map((f) => f.facility_id);
  if (new Set(ids).size !== ids.length) throw bad('Each nearby facility can be given once');
  const known = await knownFacilities(db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw bad(`Facility ${unknown} not found`);
}

/** Checks questionnaire answers: known questions, options among the question's own. Blank answers dropped. */
export async function checkQuestionaries(
  db: Db,
  answers: Record<string, string | number | boolean | string[]>,
): Promise<Record<string, string | string[]>> {
  const keys = Object.keys(answers);
  if (!keys.length) return {};
  const questions = new Map((await activeQuestions(db)).map((q) => [String(q.id), q]));
  const out: Record<string, string | string[]> = {};
  for (const key of keys) {
    const q = questions.get(key);
    if (!q) throw bad(`Question ${key} not found`);
    const raw = answers[key];
    const oneOf = `${q.question} must be one of ${q.options.join(', ')}`;
    if (q.field_type === 'checkbox') {
      const chosen = [...new Set(asStrings(raw))];
      if (chosen.some((v) => !q.options.includes(v))) throw bad(oneOf);
      if (chosen.length) out[key] = chosen;
      continue;
    }
    const text = Array.isArray(raw) ? raw.join(', ').trim() : String(raw).trim();
    if (!text) continue;
    if ((q.field_type === 'radio' || q.field_type === 'dropdown') && !q.options.includes(text)) throw bad(oneOf);
    if (q.field_type === 'number' && !/^-?\d{1,12}(\.\d{1,4})?$/.test(text))
      throw bad(`${q.question} must be a number`);
    out[key] = text;
  }
  if (Object.keys(out).length === 0) return {};
  return out;
}
