import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app at start-up (see src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
