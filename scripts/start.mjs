// `pnpm start`: build whatever is stale, then serve the whole product on one port (PORT, default 3000):
// the API under /api, the shell at /, each remote under /remotes/<name>/, remotes.json at /remotes.json.
// With no DATABASE_URL the embedded database lives under DATA_DIR and is seeded with demo data.
import { buildApps, ROOT, requireNode24, run, staleApps } from './lib.mjs';

requireNode24();
const stale = staleApps();
if ((await buildApps(stale)) !== 0) {
  console.error('Build failed; see above.');
  process.exit(1);
}
const code = await run(process.execPath, ['api/src/main.ts'], { env: { ...process.env, WEB_ROOT: ROOT } });
process.exit(code);
