// A stubbed `fetch` for this section's finding and tools tests: answers by endpoint name and records every
// call with its method and body (the shared fixture's stub keeps only the URL).
import { vi } from 'vitest';
import { settingsBody } from '../test-fixtures.ts';

/** One recorded call. */
export interface RecordedCall {
  endpoint: string;
  url: URL;
  method: string;
  body: BodyInit | null | undefined;
}

type Answer = { status?: number; body: unknown } | ((call: RecordedCall) => { status?: number; body: unknown });

/** Stub `globalThis.fetch`; web-settings answers with the INR settings unless a test stubs it. */
export function stubApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const endpoint = url.pathname.replace(/^\/api\//, '');
    if (endpoint === 'web-settings' && !answers[endpoint]) return json(settingsBody);
    const call = { endpoint, url, method: init?.method ?? 'GET', body: init?.body };
    calls.push(call);
    const answer = answers[endpoint];
    if (!answer) return json({ error: true, message: `unstubbed ${endpoint}` }, 404);
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
    return json(body, status);
  });
  vi.stubGlobal('fetch', fetchMock);
  const of = (endpoint: string) => calls.filter((c) => c.endpoint === endpoint);
  return { calls, of, fetchMock };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A light list item as get-property-list, nearby and recommendations send it. */
export function listItem(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    slug_id: 'sea-view-apartment-bandra',
    title_image: '/uploads/a.jpg',
    category_id: 2,
    title: 'Sea View Apartment',
    price: 25_000_000,
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    address: 'Bandstand',
    rentduration: 'Monthly',
    added_by: 3,
    is_premium: false,
    latitude: '19.05',
    longitude: '72.82',
    total_click: 10,
    favourite_count: 2,
    category: { id: 2, category: 'Apartment', image: '', slug_id: 'apartment' },
    promoted: false,
    property_type: 'sell',
    is_favourite: 0,
    parameters: [],
    created_at: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A list envelope. */
export function listBody(data: unknown[], total = data.length) {
  return { error: false, message: 'Data Fetch Successfully', total, data };
}

/** A signed-in session for the shared store. */
export const SESSION = {
  token: '7|token',
  data: { id: 7, name: 'Riya Sharma', email: 'user@abode.test', mobile: '', profile: '', address: '' },
  status: 'success' as const,
  error: null,
};
