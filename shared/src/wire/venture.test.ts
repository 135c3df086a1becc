import { describe, expect, it } from 'vitest';
import { postConstructionFields, postJvFields, VENTURE_COLUMNS } from './venture.ts';

describe('VENTURE_COLUMNS', () => {
  // The API saves these columns and the posting form sends these parts: a field of a kind's post schema left out
  // of the list would be checked and then dropped. The slug is the one field that is not a column of its own.
  it('lists every field of each kind’s post schema but the slug, once', () => {
    for (const [kind, schema] of [
      ['jv', postJvFields],
      ['construction', postConstructionFields],
    ] as const) {
      const listed = [...VENTURE_COLUMNS.common, ...VENTURE_COLUMNS[kind]];
      expect(new Set(listed).size).toBe(listed.length);
      const fields = Object.keys(schema.shape).filter((k) => k !== 'slug_id');
      expect([...listed].sort()).toEqual(fields.sort());
    }
  });
});
