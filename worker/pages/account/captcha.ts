import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS } from '#core/domain/constants.ts';
import type { Config } from '#worker/config/config.ts';

const SiteverifyResponse = v.object({ success: v.boolean(), 'error-codes': v.optional(v.array(v.string()), []) });

/** The captcha's settings for the page, or null when the worker cannot verify a token (no secret). */
export function captchaSettings(config: Config): { siteKey: string; scriptUrl: string } | null {
  if (!config.TURNSTILE_SITE_KEY || !config.TURNSTILE_SECRET_KEY) return null;
  return { siteKey: config.TURNSTILE_SITE_KEY, scriptUrl: config.TURNSTILE_SCRIPT_URL };
}

export type CaptchaVerdict = 'passed' | 'refused' | 'unavailable';

/**
 * Asks Turnstile's siteverify whether the widget's token is genuine (each token passes once).
 * `unavailable` when siteverify cannot say: an outage, not the visitor's fault.
 */
export async function verifyCaptcha(
  config: Config,
  token: string,
  remoteIp: string | undefined,
): Promise<CaptchaVerdict> {
  const form = new FormData();
  form.set('secret', config.TURNSTILE_SECRET_KEY);
  form.set('response', token);
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(config.TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) return 'unavailable';
    const parsed = v.safeParse(SiteverifyResponse, await response.json());
    if (!parsed.success) return 'unavailable';
    return parsed.output.success ? 'passed' : 'refused';
  } catch {
    return 'unavailable';
  }
}
