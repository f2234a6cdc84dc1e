import { describe, expect, it } from 'vitest';
import type { Bindings } from '#worker/config/bindings.ts';
import { ConfigError, getConfig } from '#worker/config/config.ts';

const vars = {
  APP_ENV: 'development',
  STORE_API_URL: 'http://127.0.0.1:8789/api/v1',
  CORE_API_URL: 'http://127.0.0.1:8789/core',
  CMS_URL: 'http://127.0.0.1:8788',
  LOGIN_URL: 'http://127.0.0.1:8789/sign_in',
  REGISTER_URL: 'http://127.0.0.1:8789/sign_up',
  P2P_MAINTENANCE: 'false',
  P2P_MAINTENANCE_URL: '',
  SENTRY_DSN: '',
  COMPANY_NAME: 'Forever Memories',
  COMPANY_ADDRESS: '222 Third Avenue, Pittsburgh, PA 15222',
  COMPANY_EMAIL: 'support@forever-memories.example',
  COMPANY_PHONE: '(888) 555-0142',
  COMPANY_WEBSITE: 'https://www.forever-memories.example',
};
const env = (over: Record<string, unknown> = {}) => ({ ...vars, ...over }) as unknown as Bindings;

describe('worker configuration (validated once)', () => {
  it('parses the vars, turning flags into booleans and empty optionals into undefined', () => {
    const config = getConfig(env());
    expect(config.APP_ENV).toBe('development');
    expect(config.P2P_MAINTENANCE).toBe(false);
    expect(config.P2P_MAINTENANCE_URL).toBeUndefined();
    expect(config.SENTRY_DSN).toBeUndefined();
    expect(config.AUTH_HEADER_NAME).toBe('X-Forever-Auth-Token');
  });
  it('reads the maintenance switch and URL', () => {
    const config = getConfig(env({ P2P_MAINTENANCE: 'true', P2P_MAINTENANCE_URL: 'https://status.example/p2p' }));
    expect(config.P2P_MAINTENANCE).toBe(true);
    expect(config.P2P_MAINTENANCE_URL).toBe('https://status.example/p2p');
  });
  it('names the var that is wrong', () => {
    expect(() => getConfig(env({ APP_ENV: 'staging' }))).toThrow(ConfigError);
    expect(() => getConfig(env({ STORE_API_URL: 'not a url' }))).toThrow(/STORE_API_URL/);
    expect(() => getConfig(env({ COMPANY_EMAIL: 'nope' }))).toThrow(/COMPANY_EMAIL/);
  });
  it('in production, needs the captcha, the account application and the purge secret, naming each one missing', () => {
    const production = {
      APP_ENV: 'production',
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET_KEY: 'secret',
      ACCOUNT_APP_ORIGIN: 'https://app.example.org',
      CACHE_PURGE_SECRET: 'purge-secret',
    };
    expect(getConfig(env(production)).ACCOUNT_APP_ORIGIN).toBe('https://app.example.org');
    // The far or failing D1 is a local switch: a production copy refuses to start with it (decision 079).
    expect(() => getConfig(env({ ...production, D1_FAULT: 'far' }))).toThrow(
      /APP_ENV is production but D1_FAULT is set/,
    );
    expect(getConfig(env({ D1_FAULT: 'down:60' })).D1_FAULT).toBe('down:60');
    expect(() => getConfig(env({ D1_FAULT: 'slow' }))).toThrow(/D1_FAULT: must be far/);
    for (const name of ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'ACCOUNT_APP_ORIGIN', 'CACHE_PURGE_SECRET']) {
      expect(() => getConfig(env({ ...production, [name]: '' })), name).toThrow(
        new RegExp(`APP_ENV is production but ${name}`),
      );
    }
    // The worker as the image resizer is refused in production (issue 34, item 5); the zone is the default.
    expect(() => getConfig(env({ ...production, IMAGE_RESIZING: 'worker' }))).toThrow(
      /APP_ENV is production but IMAGE_RESIZING is "worker"/,
    );
    expect(getConfig(env({ ...production, IMAGE_RESIZING: 'zone' })).IMAGE_RESIZING).toBe('zone');
    // Development needs none of them: those features are then off.
    expect(getConfig(env()).ACCOUNT_APP_ORIGIN).toBeUndefined();
  });
  it('takes an origin, without a path, for the account application', () => {
    expect(getConfig(env({ ACCOUNT_APP_ORIGIN: 'http://127.0.0.1:8789/' })).ACCOUNT_APP_ORIGIN).toBe(
      'http://127.0.0.1:8789',
    );
    expect(() => getConfig(env({ ACCOUNT_APP_ORIGIN: 'https://app.example.org/app' }))).toThrow(
      /ACCOUNT_APP_ORIGIN: must be an origin/,
    );
  });
  it('validates each env object once', () => {
    const e = env();
    expect(getConfig(e)).toBe(getConfig(e));
  });
});
