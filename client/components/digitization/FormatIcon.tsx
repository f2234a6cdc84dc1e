// Small line drawings of the media a service takes (no external images: strict CSP, no requests).
import type { FormatIcon as Icon } from '#core/domain/digitization/services.ts';

const PATHS: Record<Icon, string> = {
  tape: 'M3 7h18v10H3zM7 12a2 2 0 1 0 0 .01M17 12a2 2 0 1 0 0 .01M9 12h6',
  reel: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4M12 5v3M12 16v3M5 12h3M16 12h3',
  cassette: 'M3 6h18v12H3zM7 11a1.5 1.5 0 1 0 0 .01M17 11a1.5 1.5 0 1 0 0 .01M6 18l2-3h8l2 3',
  photo: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9a1 1 0 1 0 0 .01',
  slide: 'M4 4h16v16H4zM8 8h8v8H8z',
  negative: 'M3 6h18v12H3zM3 9h18M3 15h18M6 6v3M10 6v3M14 6v3M18 6v3M6 15v3M10 15v3M14 15v3M18 15v3',
  cartridge: 'M5 5h11l3 3v11H5zM9 9h6v6H9z',
  disc: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  drive: 'M8 3h8v6H8zM6 9h12v12H6zM10 5h1M13 5h1',
  box: 'M3 8l9-4 9 4v9l-9 4-9-4zM3 8l9 4 9-4M12 12v9',
  tools: 'M14 4l6 6-3 3-6-6zM11 7l-7 7 6 6 7-7M6 16l2 2',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 3',
};

export function FormatIcon({ icon, className }: { icon: Icon; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className={className}
    >
      <path d={PATHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
