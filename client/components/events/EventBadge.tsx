import { type EventTheme, WHITE } from '#core/domain/events.ts';

/**
 * An event's badge ("Early bird pricing ends February 1") in its theme's colour: text that wraps,
 * so it is whole at every width, over a rectangle painted by an SVG (the CSP allows no inline
 * style, so a colour the CMS chose can only be an SVG's fill), its corners rounded by the box.
 */
export function EventBadge({ text, theme }: { text: string; theme: EventTheme }) {
  return (
    <p
      className={
        `relative mb-3 inline-block max-w-full overflow-hidden rounded-2xl px-4 py-1 text-sm font-bold ` +
        `${theme.onPrimary === WHITE ? 'text-white' : 'text-ink'}`
      }
      data-testid="event-badge"
    >
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full" viewBox="0 0 1 1" preserveAspectRatio="none">
        <rect width="1" height="1" fill={theme.primary} />
      </svg>
      <span className="relative">{text}</span>
    </p>
  );
}
