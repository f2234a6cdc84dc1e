import type { NavLink } from '#core/domain/nav-menu.ts';

/**
 * One menu or footer link; links to the company's other sites say so to screen readers too.
 * `current` marks the link of the section the visitor is in.
 */
export function MenuLink({
  link,
  className,
  current = false,
}: {
  link: NavLink;
  className: string;
  current?: boolean;
}) {
  return (
    <a
      href={link.href}
      className={className}
      rel={link.external ? 'noopener' : undefined}
      aria-current={current ? 'true' : undefined}
    >
      {link.label}
      {link.external ? (
        <>
          <svg
            aria-hidden="true"
            width="10"
            height="10"
            viewBox="0 0 10 10"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            className="ml-1 inline-block opacity-60"
          >
            <path d="M4 1h5v5M9 1 4 6M7 6v3H1V3h3" />
          </svg>
          <span className="sr-only"> (another Forever Memories site)</span>
        </>
      ) : null}
    </a>
  );
}
