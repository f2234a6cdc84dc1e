import { Prerendered } from '#client/components/Prerendered.tsx';
import type { NavGroup } from '#core/domain/nav-menu.ts';
import { MenuLink } from './MenuLink.tsx';

/** A dropdown panel's groups: a heading (a link when the group has its own page) and its links. */
export function MenuGroups({ groups, idPrefix }: { groups: NavGroup[]; idPrefix: string }) {
  return (
    <Prerendered of={groups} variant={idPrefix} className="grid gap-x-8 gap-y-6 sm:grid-cols-2 md:grid-cols-4">
      {groups.map((group, i) => {
        const headingId = `${idPrefix}-group-${i}`;
        return (
          <div key={group.label}>
            {group.href ? (
              <a id={headingId} href={group.href} className="menu-heading hover:text-brand-700">
                {group.label}
              </a>
            ) : (
              <p id={headingId} className="menu-heading m-0">
                {group.label}
              </p>
            )}
            {group.links.length > 0 ? (
              <ul aria-labelledby={headingId} className="menu-list">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} className="menu-link" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </Prerendered>
  );
}
