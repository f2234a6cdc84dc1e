/**
 * The small down arrow inside a menu button; it turns over while the button's aria-expanded is
 * true (the button carries the `group/menu-button` class), so script only has to set that.
 */
export function Chevron() {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="transition-transform duration-150 group-aria-expanded/menu-button:rotate-180"
    >
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
