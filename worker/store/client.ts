import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS } from '#core/domain/constants.ts';
import type { Config } from '#worker/config/config.ts';
import { currentVisitorAddress } from '#worker/http/visitor-address.ts';
import type { UpstreamBase } from './paths.ts';
import { UpstreamError } from './upstream-error.ts';

export interface UpstreamCall<S extends v.GenericSchema | undefined> {
  target: { base: UpstreamBase; path: string };
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: URLSearchParams;
  body?: unknown;
  /** The session token; sent in the configured custom auth header (SPEC §7). */
  token?: string | undefined;
  /** The response's shape; undefined for calls whose answer is not used. */
  schema: S;
  timeoutMs?: number;
}

type Result<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/**
 * One call to the store or core API: 14 s timeout, auth header, the visitor's address, JSON in and out, the response
 * checked against its schema. Failures become UpstreamError with status and data:
 * the upstream's own status, 504 for a timeout, 502 for no response or a response of the wrong shape.
 */
export async function callUpstream<S extends v.GenericSchema | undefined>(
  config: Config,
  call: UpstreamCall<S>,
): Promise<Result<S>> {
  const base = call.target.base === 'store' ? config.STORE_API_URL : config.CORE_API_URL;
  const url =
    `${base.replace(/\/$/, '')}${call.target.path}` + `${call.query && [...call.query].length ? `?${call.query}` : ''}`;
  const headers = new Headers({ accept: 'application/json' });
  if (call.token) headers.set(config.AUTH_HEADER_NAME, call.token);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  // The header the store reads the visitor's address from, for its own throttling.
  const visitor = currentVisitorAddress();
  if (visitor) headers.set('X-Forwarded-For', visitor);

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut
      ? new UpstreamError(
          504,
          { error: 'The store did not answer in time.' },
          `Timed out: ${call.method ?? 'GET'} ${call.target.path}`,
        )
      : new UpstreamError(
          502,
          { error: 'The store could not be reached.' },
          `Unreachable: ${call.method ?? 'GET'} ${call.target.path}`,
        );
  }

  const text = await response.text().catch(() => '');
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) throw new UpstreamError(response.status, data ?? { error: text.slice(0, 500) });
  if (!call.schema) return undefined as Result<S>;
  const parsed = v.safeParse(call.schema, data);
  if (!parsed.success) {
    throw new UpstreamError(
      502,
      { error: 'The store sent an unexpected answer.' },
      `Unexpected response from ${call.target.path}: ${v.summarize(parsed.issues)}`,
    );
  }
  return parsed.output as Result<S>;
}
