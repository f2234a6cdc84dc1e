import type { Context } from 'hono';
import * as v from 'valibot';

/** Reads a JSON body against a schema; a bad body gets a 400 with the reasons, never a throw. */
export async function readJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  // The media type itself, not a mention of it: `text/plain; x=application/json` is a form a
  // cross-site page may post without asking first.
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    return { ok: false, response: c.json({ error: 'Send a JSON body (Content-Type: application/json).' }, 415) };
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: 'The body is not valid JSON.' }, 400) };
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const issues = result.issues.map((i) => ({ field: v.getDotPath(i), message: i.message }));
    return { ok: false, response: c.json({ error: 'The request body is invalid.', issues }, 400) };
  }
  return { ok: true, value: result.output };
}
