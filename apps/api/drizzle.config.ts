import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and checked in; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
