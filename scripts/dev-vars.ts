// The secrets' local values. `.dev.vars` (git-ignored) is the developer's copy, made from the
// documented `.dev.vars.example` when missing; tests and benchmarks run on the example itself, so
// an edited `.dev.vars` never changes what they check.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

export const DEV_VARS_EXAMPLE = new URL('../.dev.vars.example', import.meta.url).pathname;
export const DEV_VARS = new URL('../.dev.vars', import.meta.url).pathname;

/** `.dev.vars`, copied from the example first when it is missing (a fresh clone). */
export function ensureDevVars(): string {
  if (!existsSync(DEV_VARS)) {
    copyFileSync(DEV_VARS_EXAMPLE, DEV_VARS);
    console.log('Created .dev.vars from .dev.vars.example (the local secrets; git-ignored).');
  }
  return DEV_VARS;
}

/** The example's values, by name. */
export function exampleSecrets(): Record<string, string> {
  return parseEnv(readFileSync(DEV_VARS_EXAMPLE, 'utf8')) as Record<string, string>;
}

/** Which file a local worker reads its secrets from: the developer's copy or the example. */
export type SecretsSource = 'dev-vars' | 'example';
export const secretsFile = (source: SecretsSource) => (source === 'example' ? DEV_VARS_EXAMPLE : ensureDevVars());
