import { behaviourRoot } from '#client/behaviours/marker.ts';
import { Prerendered } from '#client/components/Prerendered.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { createAndPrintMenu, isCurrentSection, type NavDropdownMenu, type NavLink, primaryLinks, productsMenuFor } from '#client/domain/nav-menu.ts';
import type { Session } from '#client/domain/session.ts';
import { MenuGroups } from './MenuGroups.tsx';
import { MenuLink } from './MenuLink.tsx';
import { SignedInOnlyItem } from './SignedInOnly.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

const row = 'menu-row';

/** The edge the panel hangs from: the nav's button sits at the bar's start, so its panel comes from the left. */
const SIDES = { left: 'left-0 border-r', right: 'right-0 border-l' } as const;

function SectionDisclosure({ menu }: { menu: NavDropdownMenu }) {
  return (
    <Prerendered as="details" of={menu} className="group border-b border-slate-100">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-base font-semibold text-slate-800">
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

const Row = ({ link, currentPath }: { link: NavLink; currentPath: string }) => (
  <li>
    <MenuLink link={link} className={row} current={isCurrentSection(link, currentPath)} />
  </li>
);

/**
 * The small-screen side menu (SPEC §4): a native <details> disclosure, so its button works
 * without JavaScript; the disclosure-keys behaviour adds Escape and click-away, and the side-menu
 * behaviour closes it when one of its links is followed. Its panel hangs from the header bar,
 * its positioned ancestor, and runs down the window's left or right edge (`side`). Inside, the
 * primary nav as one list with the dropdowns as nested disclosures; the Products section streams
 * in for signed-in users like the desktop one. Sign Up is here because the bar has no room for
 * it on the smallest screens.
 */
export function MobileMenu({
  signedIn,
  session,
  signUp,
  currentPath,
  side = 'left',
}: {
  side?: keyof typeof SIDES;
  signedIn: boolean;
  session: Promise<Session>;
  signUp: string;
  currentPath: string;
}) {
  return (
    <details id={MOBILE_MENU_ID} className="group/menu flex items-center md:hidden" {...behaviourRoot('disclosure-keys')} data-testid="mobile-menu">
      <EntryScript />
      <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-slate-500/20">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:block" d="M6 6l12 12M18 6 6 18" />
        </svg>
        <span className="sr-only">Menu</span>
      </summary>
      <div
        {...behaviourRoot('side-menu')}
        className={`${SIDES[side]} absolute top-full z-40 h-[calc(100dvh-4rem)] w-80 max-w-[85vw] overflow-y-auto border-slate-200 bg-white text-slate-800 shadow-lg`}
      >
        <ul className="list-none p-0" data-testid="mobile-menu-links">
          <Row link={primaryLinks.digitize} currentPath={currentPath} />
          <Row link={primaryLinks.preserveAndShare} currentPath={currentPath} />
          <li>
            <SectionDisclosure menu={createAndPrintMenu} />
          </li>
          <SignedInOnlyItem signedIn={signedIn} session={session}>
            {(session) => <SectionDisclosure menu={productsMenuFor(session.can)} />}
          </SignedInOnlyItem>
          <Row link={primaryLinks.blog} currentPath={currentPath} />
          <Row link={primaryLinks.deals} currentPath={currentPath} />
          {signedIn ? null : <Row link={{ label: 'Sign Up', href: signUp }} currentPath={currentPath} />}
        </ul>
      </div>
    </details>
  );
}
