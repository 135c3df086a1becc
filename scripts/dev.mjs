// `pnpm dev`: the API in watch mode on :4000 and every app's rspack dev server (shell :3000, remotes
// :3001–3006, each proxying /api to the API).
import { requireNode24, run } from './lib.mjs';

requireNode24();
process.env.PORT ??= '4000';
const code = await run('pnpm', [
  '-r',
  '--parallel',
  '--filter',
  './api',
  '--filter',
  './shell',
  '--filter',
  './mf-*',
  'run',
  'dev',
]);
process.exit(code);
