// The options of a /cdn-cgi/image/ URL, as Cloudflare's Image Resizing reads them
// (width=320,height=180,fit=cover,gravity=0.5x0.3,format=auto,quality=80): the few the site uses,
// checked, so a made-up URL gets a 400 rather than work for the resizer.
import * as v from 'valibot';

const whole = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );

/** A fraction from 0 to 1, as `gravity=XxY` writes each coordinate. */
const FRACTION = /^(?:0(?:\.\d{1,4})?|1(?:\.0{1,4})?)$/;

/** A side to keep, or a focal point as fractions of the source (0 = left or top, 1 = right or bottom). */
const Gravity = v.union(
  [
    v.picklist(['center', 'left', 'right', 'top', 'bottom']),
    v.pipe(
      v.string(),
      v.check((text) => {
        const [x, y, ...rest] = text.split('x');
        return rest.length === 0 && FRACTION.test(x ?? '') && FRACTION.test(y ?? '');
      }),
      v.transform((text) => {
        const [x, y] = text.split('x').map(Number);
        return { x: x!, y: y! };
      }),
    ),
  ],
  'must be center, left, right, top, bottom or XxY with each from 0 to 1',
);

const Options = v.strictObject({
  /** Without a width the picture keeps its size and is only re-encoded. */
  width: v.optional(whole(1, 2400)),
  height: v.optional(whole(1, 2400)),
  fit: v.optional(v.picklist(['scale-down', 'contain', 'cover']), 'scale-down'),
  /** Where `fit=cover` crops around; the centre by default. */
  gravity: v.optional(Gravity),
  format: v.optional(v.picklist(['auto', 'avif', 'webp', 'jpeg']), 'auto'),
  quality: v.optional(whole(1, 100), '85'),
});

export type ResizeOptions = v.InferOutput<typeof Options>;

/** The options, or the reason they cannot be used. */
export function parseResizeOptions(text: string): { ok: true; options: ResizeOptions } | { ok: false; error: string } {
  const entries = text.split(',').map((pair) => pair.split('='));
  if (entries.some((e) => e.length !== 2))
    return { ok: false, error: 'Options are name=value pairs separated by commas.' };
  const result = v.safeParse(Options, Object.fromEntries(entries));
  if (result.success) return { ok: true, options: result.output };
  return { ok: false, error: result.issues.map((i) => `${v.getDotPath(i) ?? 'options'}: ${i.message}`).join('; ') };
}

/** The format to send: `auto` is the best one the browser says it takes, else the original's. */
export function outputFormat(format: ResizeOptions['format'], accept: string): 'avif' | 'webp' | 'jpeg' | undefined {
  if (format !== 'auto') return format;
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return undefined;
}
