import * as v from 'valibot';
import { type Bindings, VarsSchema } from './bindings.ts';

export type Config = v.InferOutput<typeof VarsSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Vars do not change within an isolate, so each env object is validated once.
const cache = new WeakMap<object, Config>();

/** The worker's validated configuration; a misconfigured var fails loudly, naming the var. */
export function getConfig(env: Bindings): Config {
  const hit = cache.get(env);
  if (hit) return hit;
  const result = v.safeParse(VarsSchema, env);
  if (!result.success) {
    const detail = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid worker configuration: ${detail}`);
  }
  cache.set(env, result.output);
  return result.output;
}
