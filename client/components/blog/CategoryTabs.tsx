import { pathTo } from '#client/routes/paths.ts';
import type { NavCategory } from '#worker/db/queries/blog.ts';

/** The blog's category tab strip (SPEC §2.7): "All" then the nav categories in CMS order. */
export function CategoryTabs({ categories, current }: { categories: NavCategory[]; current: string | null }) {
  const tab = (href: string, label: string, active: boolean) => (
    <li key={href}>
      <a
        href={href}
        aria-current={active ? 'page' : undefined}
        className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium no-underline ${active ? 'border-teal-600 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label="Blog categories" className="overflow-x-auto">
      <ul className="m-0 flex list-none gap-1 p-0" data-testid="category-tabs">
        {tab(pathTo('yours'), 'All posts', current === null)}
        {categories.map((c) => tab(pathTo('yours-category-slug', { slug: c.slug }), c.name, current === c.slug))}
      </ul>
    </nav>
  );
}
