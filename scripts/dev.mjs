// `pnpm dev`: the API in watch mode on :4000 and every app's rspack dev server (shell :3000, remotes
// :3001–3006, each proxying /api to the API).
import { requireNode24, run } from './lib.mjs';

requireNode24();
process.env.PORT ??= '4000';
// People browse the shell's dev server; links in mail and API answers should lead there, not to :4000.
process.env.PUBLIC_URL ??= 'http://127.0.0.1:3000';
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
