import { uiTestConfig } from './build/vitest-ui.ts';

export default uiTestConfig({
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,mjs}'],
  setupFile: './src/test/setup.ts',
});
