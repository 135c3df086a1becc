// A posting form checks its text parts with the wire's own post schema (postProjectFields, postServiceFields…),
// so the browser shows the very message the server would answer (the spec §5 texts, word for word) under the
// field it is about, and a rule changes in one place for both.
import type { z } from 'zod';

/** Every problem `schema` finds in `parts`, by top-level field: the first message for each (the one the server answers). */
export function schemaErrors(schema: z.ZodType, parts: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = schema.safeParse(parts);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A @mantine/form validator (its `validate` option, or a posting form's own) from a wire schema: `toParts` turns
 * the form's values into the text parts the request will carry, which `schema` checks.
 */
export function schemaValidator<V>(
  schema: z.ZodType,
  toParts: (values: V) => Record<string, unknown>,
): (values: V) => Record<string, string> {
  return (values) => schemaErrors(schema, toParts(values));
}

/** A value as a multipart body sends it: trimmed text, '' for a blank or unchosen one. */
export const partText = (v: number | string | null | undefined): string => (v == null ? '' : String(v).trim());
