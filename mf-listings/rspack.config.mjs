import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@abode/shared/build/rspack';
import { exposes } from './src/public.ts';

export default createRspackConfig({ dir: dirname(fileURLToPath(import.meta.url)), name: 'mf_listings', exposes });
