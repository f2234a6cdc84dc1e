// The local stack stands in for what production has elsewhere: its own log-in and sign-up forms for
// the store's pages, the image resizer for the zone's, D1's fault switch for a far or failing
// database. Only the local build carries them (`__LOCAL_STACK__`, wrangler.toml [define]); the
// deployed bundle leaves them out (docs/decisions/101).
import type { Config } from './config.ts';

/** Whether the site takes passwords itself (its own forms) rather than sending visitors to the store's pages. */
export function takesPasswords(config: Config): boolean {
  if (!__LOCAL_STACK__) return false;
  return config.APP_ENV !== 'production';
}
