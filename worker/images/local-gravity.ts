// `gravity=XxY` where wrangler dev resizes: its sharp-based `cf.image` keeps only a side (left,
// right, top, bottom) or the centre, and ignores a focal point. So the local resizer crops at the
// one of those three places nearest to where Cloudflare's crop around the point would fall: the
// same box and bytes, the subject off by at most a sixth of what is cut away.

export type Side = 'left' | 'right' | 'top' | 'bottom' | 'center';

interface Size {
  width: number;
  height: number;
}

/** The side `fit=cover` keeps when a source of `source` size is cropped to `box` around `focal` (fractions). */
export function sideNearest(source: Size, box: Size, focal: { x: number; y: number }): Side {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const across = source.width * scale - box.width;
  const down = source.height * scale - box.height;
  if (across >= 1) return place((focal.x * source.width * scale - box.width / 2) / across, 'left', 'right');
  if (down >= 1) return place((focal.y * source.height * scale - box.height / 2) / down, 'top', 'bottom');
  return 'center';
}

/** Where the crop falls in what is cut away (0: the start kept, 1: the end kept), in thirds. */
function place(share: number, start: Side, end: Side): Side {
  if (share < 1 / 3) return start;
  if (share > 2 / 3) return end;
  return 'center';
}
