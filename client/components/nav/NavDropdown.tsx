import { behaviourRoot } from '#client/behaviours/marker.ts';
import { Prerendered } from '#client/components/Prerendered.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { type DropdownName, dropdownMenus, type NavDropdownMenu } from '#core/domain/nav-menu.ts';
import { Chevron } from './Chevron.tsx';
import { MenuGroups } from './MenuGroups.tsx';
import { MenuLink } from './MenuLink.tsx';

/** A top-level item of the primary nav; the current section's stays underlined. */
export const topLevelItem = (current: boolean) =>
  `flex items-center gap-1 whitespace-nowrap px-1.5 lg:px-3 text-sm font-semibold text-inherit decoration-3 ` +
  `underline-offset-8 hover:underline ${current ? 'underline decoration-brand-500' : 'no-underline'}`;

/** The menu's links, under the header bar; hidden until script opens it, or in a closed disclosure. */
function Panel({ menu, hidden }: { menu: NavDropdownMenu; hidden?: boolean }) {
  return (
    <div id={menu.id} hidden={hidden} className="absolute inset-x-0 top-full z-40">
      <div
        className={
          'mx-4 rounded-b-xl border border-t-0 border-slate-200 bg-white p-6 text-left text-slate-800 shadow-xl'
        }
      >
        <MenuGroups groups={menu.groups} idPrefix={menu.id} />
        {menu.all ? (
          <p className="m-0 mt-6 border-t border-slate-100 pt-4">
            <MenuLink link={menu.all} className="text-sm font-semibold text-brand-700 no-underline hover:underline" />
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A primary-nav dropdown (SPEC §2.9, §4): Create & Print or Products, its links from
 * core/domain/nav-menu.ts. The top-level item is a link to the section where there is one (so
 * it works before the script and without it), with a separate button that reveals the panel,
 * hidden until the nav-dropdown behaviour shows it; Products, which has no section page, is the
 * button, in a disclosure that opens the panel without script (decision 089). The panel spans
 * the header bar (its positioned ancestor) directly below it, so the pointer never crosses a gap
 * on its way down.
 */
export function NavDropdown({
  menu: name,
  current,
  of,
}: {
  menu: DropdownName;
  current: boolean;
  of?: NavDropdownMenu;
}) {
  // `of`: the visitor's own variant of the menu (Products without pixels2Pages), a constant too.
  const menu = of ?? dropdownMenus[name];
  return (
    <>
      <EntryScript />
      <Prerendered
        of={menu}
        variant={String(current)}
        {...behaviourRoot('nav-dropdown')}
        className="flex items-stretch"
        data-menu={name}
      >
        {menu.href ? (
          <>
            <a href={menu.href} className={`${topLevelItem(current)} pr-1`} aria-current={current ? 'true' : undefined}>
              {menu.label}
            </a>
            <button
              type="button"
              aria-expanded="false"
              hidden
              aria-controls={menu.id}
              className="group/menu-button flex cursor-pointer items-center border-0 bg-transparent px-1 text-inherit"
            >
              <Chevron />
              <span className="sr-only">{menu.label} menu</span>
            </button>
            <Panel menu={menu} hidden />
          </>
        ) : (
          // No section page to link to: without script a disclosure opens the panel; the
          // behaviour lifts the button and panel out of it (as the account menu's).
          <details data-no-script="" className="flex items-stretch">
            <summary className={`${topLevelItem(current)} cursor-pointer list-none`}>
              {menu.label}
              <Chevron />
            </summary>
            <button
              type="button"
              aria-expanded="false"
              hidden
              aria-controls={menu.id}
              className={`${topLevelItem(current)} group/menu-button cursor-pointer border-0 bg-transparent`}
            >
              {menu.label}
              <Chevron />
            </button>
            <Panel menu={menu} />
          </details>
        )}
      </Prerendered>
    </>
  );
}
