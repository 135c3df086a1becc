import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '../operations/operation.ts';
import { ok, stubApi } from '../test/api.ts';
import { buildProfile } from '../test/fixtures.ts';
import { listEnvelopeOf, pagination } from '../wire/common.ts';
import { ApiError } from './client.ts';
import { categoryQueries } from './common.queries.ts';
import { ownedItemsQueries, postingFormQueries } from './posting.queries.ts';

const ROOT = ['things'] as const;
const thing = z.object({ id: z.number(), slug_id: z.string() });
const getAddedThings = defineOperation({
  id: 'getAddedThings',
  method: 'GET',
  path: '/api/get-added-things',
  auth: 'required',
  tag: 'things',
  summary: "The caller's things",
  query: pagination.extend({ slug_id: z.string().optional(), request_status: z.string().optional() }),
  response: listEnvelopeOf(thing),
});
const owned = ownedItemsQueries({ op: getAddedThings, notFound: 'Thing not found' });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

describe('postingFormQueries', () => {
  const q = postingFormQueries(ROOT);

  it('shares the catalogues’ entries with every section, and keeps the owner under the section root', () => {
    expect(q.categories().queryKey).toEqual(categoryQueries.list({ limit: 100 }).queryKey);
    expect(q.categories().queryKey).toEqual(['categories', 'getCategories', { query: { limit: 100 } }]);
    expect(q.amenities().queryKey).toEqual(['catalogue', 'getAmenities', {}]);
    expect(q.facilities().queryKey).toEqual(['catalogue', 'getFacilities', {}]);
    expect(postingFormQueries(['other']).amenities().queryKey).toEqual(q.amenities().queryKey);
    expect(q.me(7).queryKey).toEqual(['things', 'owner', 7]);
  });

  it('reads the catalogues and the owner from their API paths', async () => {
    const api = stubApi({
      get_amenities: ok([{ id: 3, name: 'Gym', image: '' }]),
      get_facilities: ok([]),
      'get-user-data': ok(buildProfile({ id: 7 })),
    });
    const qc = client();
    await qc.fetchQuery(q.amenities());
    await qc.fetchQuery(q.facilities());
    expect((await qc.fetchQuery(q.me(7))).data.id).toBe(7);
    expect(api.calls.map((c) => c.endpoint)).toEqual(['get_amenities', 'get_facilities', 'get-user-data']);
  });
});

describe('ownedItemsQueries', () => {
  it('pages the owner’s items with the params as sent', async () => {
    const api = stubApi({ 'get-added-things': ok([{ id: 1, slug_id: 'a' }]) });
    const options = owned.mine({ offset: 10, limit: 10, request_status: 'pending' }, 7);
    expect(options.queryKey).toEqual([
      'things',
      'getAddedThings',
      { viewer: 7, query: { offset: 10, limit: 10, request_status: 'pending' } },
    ]);
    expect((await client().fetchQuery(options)).data).toEqual([{ id: 1, slug_id: 'a' }]);
    const params = api.of('get-added-things')[0]?.url.searchParams;
    expect([params?.get('offset'), params?.get('limit'), params?.get('request_status')]).toEqual([
      '10',
      '10',
      'pending',
    ]);
  });

  it('finds one by slug, or answers a 404 with the section’s message', async () => {
    const api = stubApi({ 'get-added-things': ok([{ id: 2, slug_id: 'b' }]) });
    expect(owned.mineOne('b', 7).queryKey).toEqual([
      'things',
      'getAddedThings',
      { viewer: 7, query: { slug_id: 'b' } },
      'one',
    ]);
    expect(await client().fetchQuery(owned.mineOne('b', 7))).toEqual({ id: 2, slug_id: 'b' });
    expect(api.of('get-added-things')[0]?.url.searchParams.get('slug_id')).toBe('b');
    const missing = client().fetchQuery(owned.mineOne('zz', 7));
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toMatchObject({ message: 'Thing not found', status: 404 });
  });
});
