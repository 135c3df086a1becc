import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@abode/shared/build/rspack';

export default createRspackConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_projects',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './ProjectCard': './src/exposes/ProjectCard.ts',
  },
});
