// An answer cut to its response schema (decision 032).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerFields } from './answer-fields.ts';

describe('answerFields', () => {
  const item = z.object({
    id: z.number(),
    tags: z.array(z.string()),
    owner: z.object({ name: z.string() }).nullable(),
  });
  const schema = z.looseObject({ message: z.string(), data: z.array(item), total: z.number().optional() });

  it('keeps declared fields in the order the answer has them, and cuts the rest, loose objects too', () => {
    const dropped: string[] = [];
    const cut = answerFields(
      schema,
      {
        total: 2,
        message: 'ok',
        secret: 1,
        data: [
          { tags: ['a'], id: 1, owner: { name: 'A', hash: 'x' } },
          { id: 2, tags: [], owner: null, internal: true },
        ],
      },
      dropped,
    );
    expect(JSON.stringify(cut)).toBe(
      '{"total":2,"message":"ok","data":[{"tags":["a"],"id":1,"owner":{"name":"A"}},{"id":2,"tags":[],"owner":null}]}',
    );
    expect(dropped).toEqual(['secret', 'data[0].owner.hash', 'data[1].internal']);
  });

  it('reads unions as the union of their members, tuples by position, records whole', () => {
    const u = z.union([
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b'), b: z.tuple([z.number(), z.object({ x: z.number() })]) }),
    ]);
    expect(answerFields(u, { kind: 'b', b: [1, { x: 2, y: 3 }], c: 4 })).toEqual({ kind: 'b', b: [1, { x: 2 }] });
    expect(answerFields(z.record(z.string(), z.number()), { any: 1, key: 2 })).toEqual({ any: 1, key: 2 });
  });

  it('passes what a schema takes whole (unknown, any) as it is', () => {
    const s = z.object({ data: z.unknown() });
    expect(answerFields(s, { data: { deep: { x: 1 } }, other: 1 })).toEqual({ data: { deep: { x: 1 } } });
  });
});
