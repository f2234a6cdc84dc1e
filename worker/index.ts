import { env } from 'cloudflare:workers';
import { createApp } from './app.ts';
import type { Bindings } from './config/bindings.ts';
import { getConfig } from './config/config.ts';
import { readStampsFromWorkersCaching } from './edge-cache/tag-stamps-entrypoint.ts';

// The tags' global stamps (docs/decisions/086): Workers Caching keeps them for TagStamps.
export { TagStamps } from './edge-cache/tag-stamps-entrypoint.ts';

// Checked as the worker starts: a misconfigured worker does not start (and Cloudflare refuses to
// deploy it), naming what is wrong, rather than serve a site that half works. Requests check again.
getConfig(env as unknown as Bindings);
readStampsFromWorkersCaching();

export default createApp();
