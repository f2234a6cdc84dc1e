import type { NavGroup } from '#client/domain/nav-menu.ts';
import { MenuLink } from './MenuLink.tsx';

const groupHeading = 'block text-xs font-bold uppercase tracking-wide text-slate-500 no-underline';
const itemLink = 'block rounded px-2 py-1 -mx-2 text-sm text-slate-700 no-underline hover:bg-brand-50 hover:text-brand-700';

/** A dropdown panel's groups: a heading (a link when the group has its own page) and its links. */
export function MenuGroups({ groups, idPrefix }: { groups: NavGroup[]; idPrefix: string }) {
  return (
    <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2 md:grid-cols-4">
      {groups.map((group, i) => {
        const headingId = `${idPrefix}-group-${i}`;
        return (
          <div key={group.label}>
            {group.href ? (
              <a id={headingId} href={group.href} className={`${groupHeading} hover:text-brand-700`}>
                {group.label}
              </a>
            ) : (
              <p id={headingId} className={`${groupHeading} m-0`}>
                {group.label}
              </p>
            )}
            {group.links.length > 0 ? (
              <ul aria-labelledby={headingId} className="m-0 mt-2 list-none space-y-1 p-0">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} className={itemLink} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
