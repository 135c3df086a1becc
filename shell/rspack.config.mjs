import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@abode/shared/build/rspack';
import { serviceWorkerConfig } from './rspack.sw.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = createRspackConfig({ dir, name: 'shell', port: 3000 });

// In development remotes.json points at each remote's dev server; REMOTES_CONFIG names another file.
// It is served, never bundled: remote URLs are configuration, not build constants.
const DEV_PORTS = {
  mf_listings: 3001,
  mf_projects: 3002,
  mf_services: 3003,
  mf_chat: 3004,
  mf_account: 3005,
  mf_payments: 3006,
};
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
              Object.fromEntries(
                Object.keys(DEV_PORTS).map((name) => [name, `http://127.0.0.1:${DEV_PORTS[name]}/mf-manifest.json`]),
              ),
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
