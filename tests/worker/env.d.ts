import type { D1Migration } from 'cloudflare:test';
import type { Bindings } from '#worker/config/bindings.ts';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('#worker/index.ts');
    }
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      SYNC_WEBHOOK_SECRET: string;
      FIXTURE_CONTROL_CMS: string;
      FIXTURE_CONTROL_STORE: string;
      /** A rate limit of 3 a minute, for the tests that reach one (vitest.config.mts). */
      TEST_LOW_LIMIT: RateLimit;
    }
  }
}
