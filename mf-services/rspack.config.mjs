import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@abode/shared/build/rspack';

export default createRspackConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_services',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './ContactForm': './src/exposes/ContactForm.ts',
  },
});
