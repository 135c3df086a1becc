import { readFileSync } from 'node:fs';
import { uiTestConfig } from '../shared/build/vitest-ui.ts';

const shared = JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8'));

// The running `@abode/shared` version, as the build defines it.
export default uiTestConfig({ define: { __ABODE_CONTRACT__: JSON.stringify(shared.version) } });
