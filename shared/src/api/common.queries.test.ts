// The settings every section reads (web-settings): called as the table's operation, keyed by it with the viewer,
// and read key by key, so an answer with only some keys (a fresh install, a test's stub) is taken as it is.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getWebSettings } from '../operations/community.ts';
import { operationRoot } from './call.ts';
import { settingsQueries } from './common.queries.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('settingsQueries.web', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () =>
      json({ error: false, message: 'Data Fetch Successfully', data: { demo_mode: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is keyed by the operation under the settings' root, with the viewer", () => {
    expect(settingsQueries.web(12).queryKey).toEqual(['settings', 'getWebSettings', { viewer: 12 }]);
    expect(settingsQueries.web(null).queryKey).toEqual(['settings', 'getWebSettings', { viewer: 0 }]);
    expect(settingsQueries.web(12).queryKey.slice(0, 2)).toEqual(operationRoot(getWebSettings));
  });

  it("calls GET /api/web-settings and takes an answer with only some of the settings' keys", async () => {
    const answer = await new QueryClient().fetchQuery(settingsQueries.web(null));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/web-settings');
    expect(answer?.data).toEqual({ demo_mode: true });
  });
});
