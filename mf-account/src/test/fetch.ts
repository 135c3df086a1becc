// A stubbed `fetch` for page tests: answers by endpoint name and records every call.
import { vi } from 'vitest';

/** One recorded call. */
export interface RecordedCall {
  endpoint: string;
  url: URL;
  init: RequestInit | undefined;
}

type Answer = { status?: number; body: unknown } | ((call: RecordedCall) => { status?: number; body: unknown });

// What the shell always has in its cache: web-settings with social sign-in off. Answered (and not recorded)
// unless a test stubs web-settings itself, so pages that read settings do not disturb the calls tests count.
const DEFAULT_SETTINGS = { error: false, message: 'Data Fetch Successfully', data: { social_login: false } };

/** Stub `globalThis.fetch` with answers keyed by endpoint (the path after /api/). */
export function stubApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const endpoint = url.pathname.replace(/^\/api\//, '');
    if (endpoint === 'web-settings' && !answers[endpoint])
      return new Response(JSON.stringify(DEFAULT_SETTINGS), { headers: { 'Content-Type': 'application/json' } });
    const call = { endpoint, url, init };
    calls.push(call);
    const answer = answers[endpoint];
    if (!answer)
      return new Response(JSON.stringify({ error: true, message: `unstubbed ${endpoint}` }), { status: 404 });
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The texts an input's aria-describedby points at (Mantine links the error this way). */
export function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
