import { uiTestConfig } from '../shared/build/vitest-ui.ts';

export default uiTestConfig();
