import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@abode/shared/build/rspack';

export default createRspackConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_listings',
  exposes: {
    './routes': './src/exposes/routes.ts',
    './PropertyShowcase': './src/exposes/PropertyShowcase.ts',
    './PropertyCard': './src/exposes/PropertyCard.ts',
    './MarkersMap': './src/exposes/MarkersMap.ts',
    './LocationPicker': './src/exposes/LocationPicker.ts',
  },
});
