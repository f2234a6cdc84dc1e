import type { D1Migration } from 'cloudflare:test';
import type { Bindings } from '#worker/config/bindings.ts';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      SYNC_WEBHOOK_SECRET: string;
      CMS_API_VERSION: string;
      CAPPED_CMS_URL: string;
      CAPPED_MAX_LIMIT: string;
      CATCHER_URL: string;
    }
  }
}
