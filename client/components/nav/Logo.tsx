import { pathTo } from '#core/routes/paths.ts';

/** The company logo: a small mark and the name (for screen readers only with `markOnly`), linking home. */
export function Logo({ name, markOnly = false }: { name: string; markOnly?: boolean }) {
  return (
    <a
      href={pathTo('index')}
      className={[
        'flex items-center gap-2 whitespace-nowrap text-inherit no-underline',
        markOnly ? 'shrink-0' : 'min-w-0',
      ].join(' ')}
      data-testid="site-logo"
    >
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" className="shrink-0">
        <circle cx="14" cy="14" r="13" fill="#e11d48" />
        <path
          d="M9 19V9h10M9 14h7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={markOnly ? 'sr-only' : 'truncate text-base font-bold tracking-tight sm:text-lg'}>{name}</span>
    </a>
  );
}
