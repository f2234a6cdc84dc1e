import type { Config } from './bindings.ts';

/**
 * The site worker's secrets: Workers secrets in staging and production (`wrangler secret put`,
 * listed in each environment's `[secrets] required` but SENTRY_DSN, which is optional), and
 * `.dev.vars` locally. Never a `[vars]` value. TURNSTILE_SITE_KEY is public, but Cloudflare issues
 * it per widget, so it travels with the secrets rather than being committed.
 */
export const SITE_SECRETS = ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'SENTRY_DSN', 'CACHE_PURGE_SECRET'] as const;

/**
 * What a production copy cannot work without beyond what every copy needs (the schema's required
 * vars): guest registration (the captcha) and the account application's paths. An empty value is
 * a missing one.
 */
export const REQUIRED_IN_PRODUCTION = [
  'TURNSTILE_SITE_KEY',
  'TURNSTILE_SECRET_KEY',
  'ACCOUNT_APP_ORIGIN',
  // Without it the sync cannot purge what it changed (decision 076).
  'CACHE_PURGE_SECRET',
] as const satisfies readonly (keyof Config)[];

/** The names of REQUIRED_IN_PRODUCTION that `config` lacks when it is a production copy's. */
export function missingForProduction(config: Config): string[] {
  if (config.APP_ENV !== 'production') return [];
  return REQUIRED_IN_PRODUCTION.filter((name) => !config[name]);
}

/**
 * Values a production copy must not run with: the worker as the image resizer fetches from the
 * store's, the CMS's and the media origins on the site's own (docs/decisions/060), the zone resizes
 * there; and the far or failing D1, a local test switch (decision 079).
 */
export function refusedInProduction(config: Config): string[] {
  if (config.APP_ENV !== 'production') return [];
  return [
    ...(config.IMAGE_RESIZING === 'worker'
      ? ['IMAGE_RESIZING is "worker" (production resizes on the zone: "zone")']
      : []),
    ...(config.D1_FAULT ? ['D1_FAULT is set (a local test switch)'] : []),
  ];
}

/** How to set a missing value, for the message that names it. */
export const howToSet = (name: string, secrets: readonly string[]) =>
  secrets.includes(name)
    ? `${name} (a secret: wrangler secret put ${name} --env <env>; .dev.vars locally)`
    : `${name} (a var in the environment's [vars])`;
