import { Prerendered } from '#client/components/Prerendered.tsx';
import type { NavDropdownMenu } from '#core/domain/nav-menu.ts';
import { MenuGroups } from './MenuGroups.tsx';
import { MenuLink } from './MenuLink.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

/** A dropdown of the primary nav as a nested disclosure of the small-screen side menu. */
export function SectionDisclosure({ menu }: { menu: NavDropdownMenu }) {
  return (
    <Prerendered as="details" of={menu} className="group border-b border-slate-100">
      <summary
        className={
          'flex cursor-pointer list-none items-center justify-between px-4 py-3 text-base font-semibold ' +
          'text-slate-800'
        }
      >
        {menu.label}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="px-4 pb-4">
        {menu.all ? (
          <p className="mb-3">
            <MenuLink link={menu.all} className="text-sm font-semibold text-brand-700 no-underline" />
          </p>
        ) : null}
        <MenuGroups groups={menu.groups} idPrefix={`${MOBILE_MENU_ID}-${menu.id}`} />
      </div>
    </Prerendered>
  );
}
