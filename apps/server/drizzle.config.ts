import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for both PGlite and PostgreSQL from the one schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
