import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@abode/shared/build/rspack';
import { REMOTES } from '../scripts/remotes.mjs';
import { serviceWorkerConfig } from './rspack.sw.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = createRspackConfig({ dir, name: 'shell' });

// In development remotes.json points at each remote's dev server (every remote of the repository, at the port its
// package.json declares: scripts/remotes.mjs, decision 033); REMOTES_CONFIG names another file.
// It is served, never bundled: remote URLs are configuration, not build constants.
config.devServer.setupMiddlewares = (middlewares) => {
  middlewares.unshift({
    name: 'remotes-json',
    path: '/remotes.json',
    middleware: (_req, res) => {
      const file = process.env.REMOTES_CONFIG;
      const body =
        file && existsSync(file)
          ? readFileSync(file, 'utf8')
          : JSON.stringify(
              Object.fromEntries(REMOTES.map((r) => [r.name, `http://127.0.0.1:${r.port}/mf-manifest.json`])),
            );
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
    },
  });
  return middlewares;
};

// The worker is a second build into the same folder: the shell's clean keeps it.
config.output.clean = { keep: /(^|\/)sw\.js$/ };
export default [config, serviceWorkerConfig(config)];
