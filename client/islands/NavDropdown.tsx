import { useEffect, useState } from 'react';
import { Chevron } from '#client/components/nav/Chevron.tsx';
import { MenuGroups } from '#client/components/nav/MenuGroups.tsx';
import { MenuLink } from '#client/components/nav/MenuLink.tsx';
import { useHoverMenu } from '#client/components/nav/use-hover-menu.ts';
import { type DropdownName, dropdownMenus } from '#client/domain/nav-menu.ts';

export interface NavDropdownProps {
  /** Which menu of client/domain/nav-menu.ts: its links come from there, not from the props. */
  menu: DropdownName;
  /** Whether the visitor is in the menu's section. */
  current: boolean;
}

/** A top-level item of the primary nav; the current section's stays underlined. */
export const topLevelItem = (current: boolean) =>
  `flex items-center gap-1 whitespace-nowrap px-1.5 lg:px-3 text-sm font-semibold text-inherit decoration-3 underline-offset-8 hover:underline ${current ? 'underline decoration-brand-500' : 'no-underline'}`;

/**
 * A primary-nav dropdown (SPEC §2.9, §4): Create & Print or Products. The top-level item is a
 * link to the section where there is one (so it works before hydration and without JS), with a
 * separate button that reveals the panel; Products, which has no section page, is the button.
 * The panel spans the header bar (its positioned ancestor) directly below it, so the pointer
 * never crosses a gap on its way down.
 */
export default function NavDropdown({ menu: name, current }: NavDropdownProps) {
  const menu = dropdownMenus[name];
  const { open, rootProps, buttonProps } = useHoverMenu();
  // The chevron only works with script: without it (or before hydration) the link alone is offered.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div {...rootProps} className="flex items-stretch" data-menu={name}>
      {menu.href ? (
        <>
          <a href={menu.href} className={`${topLevelItem(current)} pr-1`} aria-current={current ? 'true' : undefined}>
            {menu.label}
          </a>
          <button
            {...buttonProps}
            hidden={!ready}
            aria-controls={menu.id}
            className="flex cursor-pointer items-center border-0 bg-transparent px-1 text-inherit"
          >
            <Chevron open={open} />
            <span className="sr-only">{menu.label} menu</span>
          </button>
        </>
      ) : (
        <button {...buttonProps} aria-controls={menu.id} className={`${topLevelItem(current)} cursor-pointer border-0 bg-transparent`}>
          {menu.label}
          <Chevron open={open} />
        </button>
      )}
      <div id={menu.id} hidden={!open} className="absolute inset-x-0 top-full z-40">
        <div className="mx-4 rounded-b-xl border border-t-0 border-slate-200 bg-white p-6 text-left text-slate-800 shadow-xl">
          <MenuGroups groups={menu.groups} idPrefix={menu.id} />
          {menu.all ? (
            <p className="m-0 mt-6 border-t border-slate-100 pt-4">
              <MenuLink link={menu.all} className="text-sm font-semibold text-brand-700 no-underline hover:underline" />
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
