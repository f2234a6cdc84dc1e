// Where a cropped image keeps its subject: the CMS's focal point (percent across and down),
// snapped to quarters so a fixed set of classes covers it (the CSP allows no inline style), the
// centre when the CMS gives none.

export const FOCAL_STEPS = [0, 25, 50, 75, 100] as const;

/** The class that sets `object-position` for a focal point (uno.config.ts makes all 25). */
export function focalClass(x: number | null | undefined, y: number | null | undefined): string {
  return `focal-${snap(x)}-${snap(y)}`;
}

function snap(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 50;
  const clamped = Math.min(100, Math.max(0, value));
  return Math.round(clamped / 25) * 25;
}
