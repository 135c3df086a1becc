// A fetch stub for this part's tests: answers by endpoint name and records method, query and body.
export interface RecordedCall {
  name: string;
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

type Answer = { status?: number; body: unknown };

/** Stubs `fetch`-like calls; `routes` answer per endpoint name (a function sees the call). */
export function recordingApi(routes: Record<string, Answer | ((call: RecordedCall) => Answer | Promise<Answer>)>) {
  const calls: RecordedCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const name = url.pathname.replace(/^\/api\//, '');
    let body: Record<string, unknown> | null = null;
    if (init?.body instanceof FormData) body = Object.fromEntries(init.body.entries());
    else if (typeof init?.body === 'string') body = JSON.parse(init.body) as Record<string, unknown>;
    const call = { name, method: init?.method ?? 'GET', url, body };
    calls.push(call);
    const route = routes[name];
    const answer = typeof route === 'function' ? await route(call) : route;
    const { status = 200, body: out } = answer ?? { status: 404, body: { error: true, message: 'not found' } };
    return new Response(JSON.stringify(out), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchStub };
}

/** A signed-in session for the shared store. */
export const SESSION = {
  token: '7|abcdefghijklmnopqrstuvwxyz',
  data: { id: 5, name: 'Riya Sharma', email: 'user@abode.test', mobile: '+91', profile: '', address: 'Mumbai' },
  status: 'success' as const,
  error: null,
};
