import type { z } from 'zod';
import { ApiError } from './errors.ts';

type Issue = z.core.$ZodRawIssue;

function fieldOf(issue: Issue): string {
  const path = issue.path ?? [];
  return path.length ? path.map(String).join('.') : 'request body';
}

/**
 * Names the field in zod's default messages ("min_price must be a number"). Messages a schema sets
 * itself (the spec's texts) take precedence over this map, so they stay word for word.
 */
export function fieldErrorMap(issue: Issue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      {
        const expected = issue.expected === 'int' ? 'whole number' : issue.expected;
        return `${field} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
      }
    case 'too_small': {
      const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return `${field} must be at least ${String(issue.minimum)}${unit}`;
    }
    case 'too_big': {
      const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return `${field} must be at most ${String(issue.maximum)}${unit}`;
    }
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${field} must be a valid ${issue.format}`;
    case 'invalid_union':
      return `${field} is invalid`;
    case 'unrecognized_keys':
      return `Unknown field ${issue.keys.join(', ')}`;
    default:
      return `${field} is invalid`;
  }
}

/** The first issue's message: upstream answers one message a person can act on. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** Validates input with a zod schema; the first problem becomes the 400 envelope's message (VALIDATION). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {}, { error: fieldErrorMap });
  if (!r.success) throw new ApiError('VALIDATION', firstMessage(r.error));
  return r.data;
}

/** The `:id` path parameter of a route (one definition, in the wire: operations declare it too). */
export { idParams } from '@abode/shared/wire';
