import * as v from 'valibot';
import { type Bindings, type Config, VarsSchema } from './bindings.ts';
import { howToSet, missingForProduction, refusedInProduction, SITE_SECRETS } from './production.ts';

export type { Config };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Vars do not change within an isolate, so each env object is validated once.
const cache = new WeakMap<object, Config>();

/**
 * The worker's validated configuration; a misconfigured var fails loudly, naming the var. A
 * production copy also needs REQUIRED_IN_PRODUCTION: without one it fails rather than serve a
 * site that half works.
 */
export function getConfig(env: Bindings): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const result = v.safeParse(VarsSchema, env);
  if (!result.success) {
    const detail = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid worker configuration: ${detail}`);
  }
  const missing = missingForProduction(result.output);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid worker configuration: APP_ENV is production but ` +
        `${missing.map((n) => howToSet(n, SITE_SECRETS)).join(', ')} is not set`,
    );
  }
  const refused = refusedInProduction(result.output);
  if (refused.length > 0)
    throw new ConfigError(`Invalid worker configuration: APP_ENV is production but ${refused.join(', ')}`);
  cache.set(env, result.output);
  return result.output;
}
