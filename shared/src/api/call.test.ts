// Calling an operation of the table (decision 032): path parameters filled in, query and body sent as the
// operation says, the answer parsed by its response schema, and cache keys derived from operation and input.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '../operations/operation.ts';
import { abodeStore, INITIAL_USER_SIGNUP, userSignupAtom } from '../state/slices.ts';
import { envelopeOf } from '../wire/common.ts';
import { call, operationKey, operationRoot, pathOf } from './call.ts';
import { ApiError, INVALID_RESPONSE } from './client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const thing = z.object({ id: z.number(), name: z.string() });
const getThing = defineOperation({
  id: 'getThing',
  method: 'GET',
  path: '/api/things/:id',
  auth: 'optional',
  tag: 'things',
  summary: 'One thing',
  params: z.object({ id: z.coerce.number<number | string>() }),
  query: z.object({ full: z.boolean().optional() }),
  response: envelopeOf(thing),
});
const saveThing = defineOperation({
  id: 'saveThing',
  method: 'POST',
  path: '/api/save_thing',
  auth: 'required',
  tag: 'things',
  summary: 'Saves a thing',
  body: z.object({ name: z.string() }),
  encoding: 'multipart',
  response: envelopeOf(z.unknown()),
});
const postThingForm = defineOperation({
  id: 'postThingForm',
  method: 'POST',
  path: '/api/post_thing',
  auth: 'required',
  tag: 'things',
  summary: 'Posts a thing from its form (read by the route itself)',
  query: z.object({ slug_id: z.string().optional() }),
  encoding: 'multipart',
  response: envelopeOf(thing),
});
const listThings = defineOperation({
  id: 'listThings',
  method: 'GET',
  path: '/api/things',
  auth: 'none',
  tag: 'things',
  summary: 'Things',
  response: envelopeOf(z.array(thing)),
});

describe('call', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    abodeStore.set(userSignupAtom, INITIAL_USER_SIGNUP);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fills the path, sends the query, and answers the answer parsed by the operation', async () => {
    fetchMock.mockImplementation(async () =>
      json({ error: false, message: 'ok', data: { id: 7, name: 'x' }, extra: 1 }),
    );
    const answer = await call(getThing, { params: { id: 7 }, query: { full: true } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things/7?full=1');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
    expect(answer.data).toEqual({ id: 7, name: 'x' });
  });

  it('sends a multipart operation as form-data', async () => {
    fetchMock.mockImplementation(async () => json({ error: false, message: 'Saved', data: null }));
    await call(saveThing, { body: { name: 'Villa' } });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/save_thing');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('name')).toBe('Villa');
  });

  it('sends the form of a multipart operation without a body schema as the page built it', async () => {
    fetchMock.mockImplementation(async () => json({ error: false, message: 'Posted', data: { id: 3, name: 'Villa' } }));
    const form = new FormData();
    form.append('name', 'Villa');
    form.append('gallery[0]', new Blob(['x']), 'a.jpg');
    const answer = await call(postThingForm, { query: { slug_id: 'villa' }, body: form });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/post_thing?slug_id=villa');
    expect(init.body).toBe(form);
    expect(answer.data).toEqual({ id: 3, name: 'Villa' });
  });

  it('types a body by its schema where the operation declares one', () => {
    // @ts-expect-error a form built by hand is only for operations whose route reads the form itself
    const wrong = () => call(saveThing, { body: new FormData() });
    // @ts-expect-error the body of a JSON operation without a body schema is not a form
    const none = () => call(listThings, { body: new FormData() });
    expect([typeof wrong, typeof none]).toEqual(['function', 'function']);
  });

  it('refuses an answer its schema does not allow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ error: false, message: 'ok', data: { id: 'seven' } }));
    const failed = await call(getThing, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).code).toBe(INVALID_RESPONSE);
  });

  it("parses by the caller's own looser schema when it gives one, and by the operation's otherwise", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ error: false, message: 'ok', data: { id: 7 } }));
    const loose = envelopeOf(z.record(z.string(), z.unknown()));
    const answer = await call(getThing, { params: { id: 7 } }, { answer: loose });
    expect(answer.data).toEqual({ id: 7 });
    const failed = await call(getThing, { params: { id: 7 } }).catch((e: unknown) => e);
    expect((failed as ApiError).code).toBe(INVALID_RESPONSE);
  });

  it('names a missing path parameter', () => {
    expect(() => pathOf(getThing, {})).toThrow('getThing: path parameter id missing');
  });
});

describe('operation keys', () => {
  it('start with the area and the operation, and hold the viewer only where the answer may depend on them', () => {
    expect(operationKey(getThing, { params: { id: 7 } }, 12)).toEqual([
      'things',
      'getThing',
      { viewer: 12, params: { id: 7 } },
    ]);
    expect(operationKey(getThing, { params: { id: 7 } })).toEqual([
      'things',
      'getThing',
      { viewer: 0, params: { id: 7 } },
    ]);
    expect(operationKey(listThings, {}, 12)).toEqual(['things', 'listThings', {}]);
    expect(operationRoot(getThing)).toEqual(['things', 'getThing']);
  });
});
