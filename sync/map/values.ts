// Small value rules shared by the collection mappings.
import { RecordError } from './record-error.ts';

/** Event theme patterns `pattern_01` … `pattern_16` are stored as 1 … 16 (SPEC §9). */
export function patternNumber(pattern: string): number {
  const match = /^pattern_(\d{2})$/.exec(pattern);
  const n = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new RecordError(`theme pattern "${pattern}" is not pattern_01 … pattern_16`);
  return n;
}

/**
 * CMS timestamps in one form (UTC, milliseconds, `Z`) so that text order is time order in the
 * list indexes, whatever offset the CMS wrote.
 */
export function isoUtc(timestamp: string): string {
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) throw new RecordError(`timestamp "${timestamp}" cannot be read`);
  return new Date(ms).toISOString();
}

export function isoUtcOrNull(timestamp: string | null): string | null {
  return timestamp === null ? null : isoUtc(timestamp);
}

/** Optional CMS text (absent, null or a string) as a string. */
export function textOr(value: string | null | undefined, fallback = ''): string {
  return value ?? fallback;
}
