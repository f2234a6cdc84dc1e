import type { Bindings } from './config/bindings.ts';
import type { Config } from './config/config.ts';
import type { PageTags } from './edge-cache/page-tags.ts';
import type { Reporter } from './errors/reporter.ts';
import type { RequestTiming } from './http/request-timing.ts';
import type { StoreInfoRecord, UserRecord } from './store/schemas.ts';

/** Hono's typing of this worker: bindings plus what the middleware puts on the context. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    config: Config;
    /** This response's script nonce; null when the page is shared (cached), which carries none. */
    nonce: string | null;
    timing: RequestTiming;
    reporter: Reporter;
    /** The auth cookie's session token, read once by readAuthToken(); null: none, or not token-shaped. */
    authToken?: string | null;
    /** Set by requestUser(): this request's one core API call for the user (or its known answer). */
    user: Promise<UserRecord | null>;
    /** Set by requestStoreInfo(): this request's one store info call. */
    storeInfo: Promise<StoreInfoRecord>;
    /** What the page being rendered shows, for its cache tags (set by servePage for a page it may keep). */
    pageTags?: PageTags;
    /** Renders a page again for the cache, after this response (set by createApp; decision 076). */
    rerender?: (url: string) => Promise<boolean>;
    /** A shared page's address with only the parameters it reads (worker/http/page-url.ts). */
    pageUrl?: string;
  };
}
