import * as v from 'valibot';

/**
 * A value stored as JSON text (a cookie's), or null when there is none, it is not JSON, or it is
 * not of that schema's shape.
 */
export function parseJsonAs<S extends v.GenericSchema>(schema: S, raw: string | undefined): v.InferOutput<S> | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
