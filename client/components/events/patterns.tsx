// The 16 background patterns of event themes (SPEC §9: pattern_01 … pattern_16 → 1 … 16): each a
// 24×24 SVG tile of a few shapes, painted in the theme's colour through fill/stroke attributes
// (presentation attributes, which the strict CSP allows; docs/decisions/021-event-theme.md).
import type { ReactNode } from 'react';

type Tile = (c: string) => ReactNode;

export const PATTERN_TILES: readonly Tile[] = [
  (c) => <circle cx="12" cy="12" r="3" fill={c} />,
  (c) => <path d="M0 12h24M12 0v24" stroke={c} strokeWidth="1.5" />,
  (c) => <path d="M0 24L24 0" stroke={c} strokeWidth="2" />,
  (c) => <rect x="8" y="8" width="8" height="8" fill={c} />,
  (c) => <path d="M0 12l6-6 6 6 6-6 6 6" fill="none" stroke={c} strokeWidth="1.5" />,
  (c) => <path d="M12 4l8 8-8 8-8-8z" fill="none" stroke={c} strokeWidth="1.5" />,
  (c) => <circle cx="12" cy="12" r="7" fill="none" stroke={c} strokeWidth="1.5" />,
  (c) => <path d="M12 5v14M5 12h14" stroke={c} strokeWidth="3" />,
  (c) => <path d="M12 3l9 16H3z" fill={c} />,
  (c) => (
    <>
      <circle cx="6" cy="6" r="2" fill={c} />
      <circle cx="18" cy="18" r="2" fill={c} />
    </>
  ),
  (c) => <path d="M0 6h24M0 18h24" stroke={c} strokeWidth="2" />,
  (c) => <path d="M0 0l24 24M24 0L0 24" stroke={c} strokeWidth="1" />,
  (c) => <path d="M0 12q6-8 12 0t12 0" fill="none" stroke={c} strokeWidth="1.5" />,
  (c) => <path d="M12 6l1.8 4.2 4.2.5-3.2 2.9.9 4.4-3.7-2.3-3.7 2.3.9-4.4L6 10.7l4.2-.5z" fill={c} />,
  (c) => (
    <>
      <rect x="2" y="2" width="9" height="9" fill={c} />
      <rect x="13" y="13" width="9" height="9" fill={c} />
    </>
  ),
  (c) => <path d="M4 4h16v16H4z" fill="none" stroke={c} strokeWidth="1.5" strokeDasharray="3 3" />,
];

/**
 * A pattern filling its box behind the hero (decorative: hidden from assistive technology). The
 * ground is the theme's lightest colour and the shapes its light one, so dark text on top keeps
 * its contrast whatever the editor chose.
 */
export function EventPattern({
  pattern,
  ground,
  ink,
  id,
}: {
  pattern: number;
  ground: string;
  ink: string;
  id: string;
}) {
  const tile = PATTERN_TILES[pattern - 1] ?? PATTERN_TILES[0];
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 h-full w-full" data-pattern={pattern}>
      <defs>
        <pattern id={id} width="24" height="24" patternUnits="userSpaceOnUse">
          {tile?.(ink)}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={ground} />
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
