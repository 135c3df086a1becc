// The section's server build (spike, docs/notes/ssr-spike.md): `pnpm build:server` writes dist/server/ beside
// the browser build, which `pnpm build` leaves as it was.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRspackConfig } from '@abode/shared/build/rspack';
import { serverExposes } from './src/public.ts';

export default createServerRspackConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_listings',
  exposes: serverExposes,
});
