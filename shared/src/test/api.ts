// The one API stub of the web tests: `fetch` answered by API path (the part after /api/), every call recorded
// with its method, URL and body. Replaces a stub per package (conventions: "a fetch stub per package").
import { vi } from 'vitest';
import { buildSettings } from './fixtures.ts';

/** One recorded call. */
export interface RecordedCall {
  /** The API path, e.g. `get_property`. */
  endpoint: string;
  url: URL;
  method: string;
  init: RequestInit | undefined;
  /** The multipart body, when one was sent. */
  form: FormData | null;
  /** The JSON body, parsed, when one was sent. */
  json: unknown;
}

/** An answer: HTTP status (200 by default) and the JSON body. */
export interface StubReply {
  status?: number;
  body: unknown;
}

/** A fixed answer, or one computed from the call. */
export type StubAnswer = StubReply | ((call: RecordedCall) => StubReply | Promise<StubReply>);

/** Options of {@link stubApi}. */
export interface StubApiOptions {
  /** The web-settings answer when the test stubs none (not recorded); defaults to {@link buildSettings}. */
  settings?: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The success envelope of `data` (with `total` for lists). */
export function ok(data: unknown, extra: Record<string, unknown> = {}): StubReply {
  return {
    body: { error: false, message: '', data, ...(Array.isArray(data) ? { total: data.length } : {}), ...extra },
  };
}

/** An error envelope with a status and a closed code. */
export function fail(status: number, message: string, code?: string): StubReply {
  return { status, body: { error: true, message, ...(code ? { code } : {}) } };
}

/**
 * Stubs `globalThis.fetch` (undo with `vi.unstubAllGlobals()`): answers by API path and records every call
 * but the default web-settings. An unstubbed path answers 404 `unstubbed <path>`.
 */
export function stubApi(answers: Record<string, StubAnswer> = {}, options: StubApiOptions = {}) {
  const calls: RecordedCall[] = [];
  const table = { ...answers };
  const settings = options.settings ?? { error: false, message: '', data: buildSettings() };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const endpoint = url.pathname.replace(/^\/api\//, '');
    if (endpoint === 'web-settings' && !table[endpoint]) return json(settings);
    const body = init?.body;
    let parsed: unknown;
    if (typeof body === 'string') {
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
    }
    const call: RecordedCall = {
      endpoint,
      url,
      method: init?.method ?? 'GET',
      init,
      form: body instanceof FormData ? body : null,
      json: parsed,
    };
    calls.push(call);
    const answer = table[endpoint];
    if (!answer) return json({ error: true, message: `unstubbed ${endpoint}` }, 404);
    const { status = 200, body: reply } = typeof answer === 'function' ? await answer(call) : answer;
    return json(reply, status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls of one path. */
    of: (endpoint: string) => calls.filter((c) => c.endpoint === endpoint),
    /** Answer a path differently from now on. */
    answer: (endpoint: string, answer: StubAnswer) => {
      table[endpoint] = answer;
    },
  };
}

/** The texts an input's aria-describedby points at (Mantine links the error this way). */
export function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
