import { Prerendered } from '#client/components/Prerendered.tsx';
import type { PostLinks } from '#core/domain/post-links.ts';
import type { NavCategory } from '#core/views.ts';

/** Which tab is the page's own: "All posts" (the section's home), a category, or none. */
export type CurrentTab = { all: true } | { category: string } | null;

/** A section's category tab strip (SPEC §2.7): "All posts" then the nav categories in CMS order. */
export function CategoryTabs({
  label,
  categories,
  current,
  links,
}: {
  label: string;
  categories: NavCategory[];
  current: CurrentTab;
  links: PostLinks;
}) {
  const tab = (href: string, label: string, active: boolean) => (
    <li key={href}>
      <a href={href} aria-current={active ? 'page' : undefined} className={active ? 'tab tab-current' : 'tab'}>
        {label}
      </a>
    </li>
  );
  return (
    <Prerendered
      as="nav"
      of={categories}
      variant={`${links.home()}|${label}|${JSON.stringify(current)}`}
      aria-label={label}
      className="min-w-0 max-w-full"
    >
      <ul className="tabs tabs-scroll" data-testid="category-tabs">
        {tab(links.home(), 'All posts', current !== null && 'all' in current)}
        {categories.map((c) =>
          tab(links.category(c.slug), c.name, current !== null && 'category' in current && current.category === c.slug),
        )}
      </ul>
    </Prerendered>
  );
}
