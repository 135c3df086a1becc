// Security headers and CORS over real HTTP: a page gets a Content-Security-Policy built from configuration
// (the remotes' origins in REMOTES_CONFIG, Google Maps once a browser key is set, Firebase when configured),
// every other answer a policy that lets nothing load; HSTS only on an https PUBLIC_URL; CORS only for the
// listed origins; no source map is served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema.ts';
import type { TestServer } from './helpers.ts';
import { startTestServer } from './helpers.ts';
import { raw } from './raw-http.ts';

const CDN = 'https://cdn.example.com';
const PARTNER = 'https://partner.example.com';
const OTHER = 'https://other.example.com';
const STRICT = "default-src 'none'; frame-ancestors 'none'";

/** A built shell and one built remote, as the web build leaves them, with the maps an older build wrote. */
function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'abode-web-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><html><head><script defer src="/main.1a2b3c4d.js"></script></head></html>',
    'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
    'shell/dist/main.1a2b3c4d.js.map': '{"version":3}',
    'mf-listings/dist/remoteEntry.js': 'var mf_listings;',
    'mf-listings/dist/mf-manifest.json': '{"id":"mf_listings"}',
    'mf-listings/dist/12.5e6f7a8b.js': 'console.log("chunk")',
    'mf-listings/dist/12.5e6f7a8b.js.map': '{"version":3}',
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  // One remote on a CDN, one beside the shell (its origin is ours and adds nothing).
  writeFileSync(
    join(root, 'remotes.json'),
    JSON.stringify({
      mf_listings: `${CDN}/abode/mf-listings/mf-manifest.json`,
      mf_chat: '/remotes/mf-chat/mf-manifest.json',
    }),
  );
  return root;
}

/** The directives of a policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

/** Answers Node's HTTP parser gives before fastify runs: a URL over its limit (431) and broken framing (400). */
async function parserRefusals(url: string) {
  const long = await raw(url, `GET /api/faqs?q=${'a'.repeat(100 * 1024)} HTTP/1.1`);
  const broken = await raw(url, 'GET /api/faqs HTTP/1.1\r\nBad Header Line Without Colon');
  expect(long.status).toBe(431);
  expect(broken.status).toBe(400);
  return [long, broken].map((r) => new Headers(r.headers));
}

/** Headers every answer carries, whatever it is. */
function expectCommonHeaders(h: Headers) {
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('x-frame-options')).toBe('DENY');
  expect(h.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  const pp = h.get('permissions-policy') ?? '';
  expect(pp).toContain('geolocation=(self)');
  expect(pp).toContain('microphone=(self)');
  expect(pp).toContain('camera=()');
  expect(h.get('x-powered-by')).toBeNull();
}

describe('security headers on http (embedded default)', () => {
  let s: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    s = await startTestServer({
      config: { webRoot, remotesConfig: join(webRoot, 'remotes.json'), corsOrigins: [PARTNER] },
    });
    mkdirSync(join(s.dataDir, 'uploads', 'probe'), { recursive: true });
    writeFileSync(join(s.dataDir, 'uploads', 'probe', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  });
  afterAll(async () => {
    await s?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('an API answer: the strict policy and the common headers, no HSTS on http', async () => {
    const r = await fetch(`${s.url}/api/web-settings`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toBe(STRICT);
    expect(r.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(r.headers.get('strict-transport-security')).toBeNull();
    expectCommonHeaders(r.headers);
    // A 404 is an API answer too.
    const missing = await fetch(`${s.url}/api/no-such-route`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(STRICT);
  });

  it("Node's own 431 (URL too long) and 400 (broken framing) carry the same headers as any API answer", async () => {
    const api = (await fetch(`${s.url}/api/web-settings`)).headers;
    for (const h of await parserRefusals(s.url)) {
      expectCommonHeaders(h);
      expect(h.get('content-security-policy')).toBe(STRICT);
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(h.get('strict-transport-security')).toBeNull();
      for (const name of ['permissions-policy', 'x-permitted-cross-domain-policies', 'origin-agent-cluster'])
        expect(h.get(name), name).toBe(api.get(name));
    }
  });

  it('an upload: the strict policy, nosniff, and usable by pages on other origins', async () => {
    const r = await fetch(`${s.url}/uploads/probe/photo.png`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-security-policy')).toBe(STRICT);
    expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectCommonHeaders(r.headers);
  });

  it("a page: the page policy names the CDN remote's origin, allows no inline script and no eval", async () => {
    for (const path of ['/', '/properties-details/some-home-12']) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expectCommonHeaders(r.headers);
      const d = directives(r.headers.get('content-security-policy'));
      expect(d['default-src']).toEqual(["'self'"]);
      expect(d['frame-ancestors']).toEqual(["'none'"]);
      expect(d['object-src']).toEqual(["'none'"]);
      expect(d['base-uri']).toEqual(["'self'"]);
      for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        expect(d[name], name).toContain("'self'");
        expect(d[name], name).toContain(CDN);
      }
      expect(d['script-src']).not.toContain("'unsafe-inline'");
      expect(d['script-src']).not.toContain("'unsafe-eval'");
      // Mantine writes its CSS variables into <style> elements at run time.
      expect(d['style-src']).toContain("'unsafe-inline'");
      // Upload URLs are absolute on PUBLIC_URL.
      expect(d['img-src']).toContain(s.url);
      expect(d['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
      // Nothing from Google or Firebase unless configured.
      expect(r.headers.get('content-security-policy')).not.toMatch(/google|gstatic|firebase/);
      expect(d['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('a page allows Google Maps once an admin sets a browser key', async () => {
    await s.db
      .insert(settings)
      .values({ type: 'maps_browser_key', data: 'AIza-test-key' })
      .onConflictDoUpdate({
        target: settings.type,
        set: { data: 'AIza-test-key' },
      });
    try {
      const d = directives((await fetch(`${s.url}/`)).headers.get('content-security-policy'));
      expect(d['script-src']).toEqual(
        expect.arrayContaining(['https://maps.googleapis.com', 'https://maps.gstatic.com']),
      );
      expect(d['img-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
      expect(d['connect-src']).toContain('https://*.googleapis.com');
      expect(d['font-src']).toContain('https://fonts.gstatic.com');
      expect(d['worker-src']).toContain('blob:');
      expect(d['script-src']).not.toContain("'unsafe-eval'");
    } finally {
      await s.db
        .insert(settings)
        .values({ type: 'maps_browser_key', data: '' })
        .onConflictDoUpdate({
          target: settings.type,
          set: { data: '' },
        });
    }
    const after = (await fetch(`${s.url}/`)).headers.get('content-security-policy');
    expect(after).not.toContain('maps.googleapis.com');
  });

  it("a remote's assets: the strict policy, and usable from any origin (a shell elsewhere, a CDN)", async () => {
    for (const file of ['remoteEntry.js', '12.5e6f7a8b.js', 'mf-manifest.json']) {
      const r = await fetch(`${s.url}/remotes/mf-listings/${file}`, { headers: { origin: OTHER } });
      expect(r.status, file).toBe(200);
      expect(r.headers.get('content-security-policy')).toBe(STRICT);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expectCommonHeaders(r.headers);
    }
    const shellScript = await fetch(`${s.url}/main.1a2b3c4d.js`);
    expect(shellScript.status).toBe(200);
    expect(shellScript.headers.get('content-security-policy')).toBe(STRICT);
    const remotes = await fetch(`${s.url}/remotes.json`);
    expect(remotes.headers.get('access-control-allow-origin')).toBe('*');
    expect(remotes.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('source maps are not served, by the shell or by a remote', async () => {
    for (const path of ['/main.1a2b3c4d.js.map', '/remotes/mf-listings/12.5e6f7a8b.js.map']) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.status, path).toBe(404);
      expect(await r.text()).not.toContain('"version":3');
    }
  });

  it('CORS: a listed origin may call the API (preflight and request)', async () => {
    const pre = await fetch(`${s.url}/api/user_signup`, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();

    const r = await fetch(`${s.url}/api/web-settings`, { headers: { origin: PARTNER } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(r.headers.get('vary')).toContain('Origin');
    expect(r.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-request-id');
  });

  it('CORS: any other origin gets no CORS headers, and its preflight is refused', async () => {
    const pre = await fetch(`${s.url}/api/user_signup`, {
      method: 'OPTIONS',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(404);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();

    const r = await fetch(`${s.url}/api/web-settings`, { headers: { origin: OTHER } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    // Our own origin needs no CORS either: the browser does not ask.
    const own = await fetch(`${s.url}/api/web-settings`, { headers: { origin: s.url } });
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers on an https PUBLIC_URL with Firebase sign-in', () => {
  let s: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebRoot();
    s = await startTestServer({
      config: {
        webRoot,
        publicUrl: 'https://abode.example.com',
        firebase: { projectId: 'abode-test', apiKey: 'k', authDomain: 'abode-test.firebaseapp.com', appId: 'a' },
      },
    });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends HSTS on every answer, for this host only', async () => {
    for (const path of ['/', '/api/web-settings', '/remotes/mf-listings/remoteEntry.js']) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it("sends HSTS on Node's own 431 and 400 answers too", async () => {
    for (const h of await parserRefusals(s.url)) {
      expect(h.get('strict-transport-security')).toBe('max-age=31536000');
      expectCommonHeaders(h);
    }
  });

  it('the page policy upgrades insecure requests and allows the Firebase sign-in hosts', async () => {
    const d = directives((await fetch(`${s.url}/`)).headers.get('content-security-policy'));
    expect(d['upgrade-insecure-requests']).toEqual([]);
    expect(d['img-src']).toContain('https://abode.example.com');
    expect(d['frame-src']).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://abode-test.firebaseapp.com']),
    );
    expect(d['script-src']).toContain('https://apis.google.com');
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']),
    );
    // No remotes.json configured: the remotes are ours, and no other origin is named for them.
    expect(d['script-src']).toEqual(["'self'", 'https://apis.google.com']);
  });
});
