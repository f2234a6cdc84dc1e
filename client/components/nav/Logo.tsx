import { pathTo } from '../../routes/paths.ts';

/** The company logo: a small mark and the name, linking home. */
export function Logo({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <a href={pathTo('index')} className="flex items-center gap-2 text-inherit no-underline" data-testid="site-logo">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
        <circle cx="14" cy="14" r="13" fill="#e11d48" />
        <path d="M9 19V9h10M9 14h7" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={`font-bold tracking-tight ${compact ? 'text-base' : 'text-lg'}`}>{name}</span>
    </a>
  );
}
