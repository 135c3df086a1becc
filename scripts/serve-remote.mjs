// Serve built remotes standalone, each on its own origin, as a QA deployment would: the remote's dist
// with an SPA fallback, and /api and /uploads proxied to the API.
// Usage: node scripts/serve-remote.mjs <api-url> <remote>=<port> [<remote>=<port> …]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ROOT } from './lib.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

const [apiUrl, ...pairs] = process.argv.slice(2);
if (!apiUrl || !pairs.length) {
  console.error('usage: node scripts/serve-remote.mjs <api-url> <remote>=<port> …');
  process.exit(2);
}
const api = new URL(apiUrl);

for (const pair of pairs) {
  const [remote, port] = pair.split('=');
  const dist = join(ROOT, remote, 'dist');
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: true, message: 'API unavailable' }));
      });
      req.pipe(upstream);
      return;
    }
    const safe = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, safe);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    if (!existsSync(file)) {
      // An unbuilt remote answers, rather than taking the whole server down.
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`${remote} is not built: run pnpm build`);
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    createReadStream(file).pipe(res);
  }).listen(Number(port), '127.0.0.1', () => console.log(`${remote} standalone on http://127.0.0.1:${port}`));
}
