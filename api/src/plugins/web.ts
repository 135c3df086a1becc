import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../env.ts';

/**
 * The remotes served from this origin: every `mf-*` folder of the web root with a build. A new section is
 * a new folder and a new build; nothing here names one.
 */
export function builtRemotes(webRoot: string): string[] {
  if (!existsSync(webRoot)) return [];
  return readdirSync(webRoot)
    .filter((name) => /^mf-[a-z0-9-]+$/.test(name))
    .filter((r) => {
      const dist = join(webRoot, r, 'dist');
      return existsSync(dist) && statSync(dist).isDirectory() && readdirSync(dist).length > 0;
    })
    .sort();
}

const NO_CACHE = new Set(['mf-manifest.json', 'section.json', 'remoteEntry.js', 'index.html', 'remotes.json', 'sw.js']);
// rspack's content hashes: `main.3f2a9b1c.js`, `123.abcdef12.css`.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(res: FastifyReply, filePath: string, cors: boolean): void {
  const name = basename(filePath);
  if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
  else res.header('Cache-Control', 'public, max-age=3600');
  // Remotes are fetched by the shell's origin, or by another origin when served from a CDN: scripts load
  // without CORS (<script>), so they must also say they may be used cross-origin.
  if (cors) res.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
}

// Production builds write no source maps (shared/build/rspack.mjs); one left by an older build is not served.
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
const notSourceMap = (path: string) => !SOURCE_MAP.test(path);

/** `remotes.json`: the configured file (read on every request: repointing a remote needs no restart), else one manifest URL per built remote. */
export async function remotesJson(config: AppConfig): Promise<unknown> {
  if (config.remotesConfig) return JSON.parse(await readFile(config.remotesConfig, 'utf8'));
  return Object.fromEntries(
    builtRemotes(config.webRoot).map((r) => [r.replace(/-/g, '_'), `/remotes/${r}/mf-manifest.json`]),
  );
}

/** The shell's SPA fallback, when the shell is built. */
export interface WebHandle {
  /** Answers index.html when the request is a page navigation the SPA owns; false otherwise. */
  trySpaFallback: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** Serves the built shell at `/`, each built remote at `/remotes/<name>/`, and `/remotes.json`. */
export async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<WebHandle> {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  const hasShell = existsSync(shellIndex);

  app.get('/remotes.json', async (_req, reply) => {
    reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    return remotesJson(config);
  });

  for (const remote of builtRemotes(config.webRoot)) {
    const dist = join(config.webRoot, remote, 'dist');
    if (!existsSync(dist) || !statSync(dist).isDirectory()) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      cacheControl: false,
      // The build writes .br/.gz beside each asset; they are sent as they are to browsers that accept them.
      preCompressed: true,
      allowedPath: notSourceMap,
      setHeaders: (res, p) => cacheHeaders(res, p, true),
    });
  }

  if (hasShell) {
    // The static plugin refuses directory requests; the root is the SPA's entry page.
    app.get('/', async (_req, reply) => sendIndex(reply));
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      // Unknown files fall through to the not-found handler, which decides between SPA and 404.
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: notSourceMap,
      setHeaders: (res, p) => cacheHeaders(res, p, false),
    });
  }

  async function sendIndex(reply: FastifyReply): Promise<FastifyReply> {
    const html = await readFile(shellIndex);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  return {
    async trySpaFallback(req, reply) {
      if (!hasShell || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const path = req.url.split('?')[0] ?? '/';
      if (/^\/(api|uploads|remotes)(\/|$)/.test(path) || extname(path) !== '') return false;
      await sendIndex(reply);
      return true;
    },
  };
}
