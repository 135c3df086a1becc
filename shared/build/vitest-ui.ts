// The one vitest configuration of the browser packages (shared, shell and every remote): happy-dom, the shared
// setup, and a test timeout that holds on a loaded two-core machine (user-event typing through a Mantine form
// takes ~2 s alone; the 5 s default failed when the API suite ran beside it).
import { defineConfig } from 'vitest/config';

export function uiTestConfig(
  options: { include?: string[]; setupFile?: string; define?: Record<string, string> } = {},
) {
  return defineConfig({
    define: options.define,
    test: {
      environment: 'happy-dom',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: [options.setupFile ?? '../shared/src/test/setup.ts'],
      testTimeout: 15_000,
    },
  });
}
