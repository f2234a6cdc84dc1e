import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file gets its own D1; bring it to the current schema before the tests run.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
