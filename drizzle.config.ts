import { defineConfig } from 'drizzle-kit';

// Generates the D1 migrations in migrations/ from the schema (npm run db:generate).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
