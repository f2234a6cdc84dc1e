import { createAndPrintMenu, type NavDropdownMenu, type NavLink, primaryLinks, productsMenu } from '#client/domain/nav-menu.ts';
import type { Session } from '#client/domain/session.ts';
import { MenuGroups } from './MenuGroups.tsx';
import { MenuLink } from './MenuLink.tsx';
import { SignedInOnly } from './SignedInOnly.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

const row = 'block border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-800 no-underline hover:bg-rose-50';

function Section({ menu }: { menu: NavDropdownMenu }) {
  return (
    <li>
      <details className="group border-b border-slate-100">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-base font-semibold text-slate-800">
          {menu.label}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="px-4 pb-4">
          {menu.all ? (
            <p className="m-0 mb-3">
              <MenuLink link={menu.all} className="text-sm font-semibold text-rose-700 no-underline" />
            </p>
          ) : null}
          <MenuGroups groups={menu.groups} idPrefix={`${MOBILE_MENU_ID}-${menu.id}`} />
        </div>
      </details>
    </li>
  );
}

const Row = ({ link }: { link: NavLink }) => (
  <li>
    <MenuLink link={link} className={row} />
  </li>
);

/**
 * The small-screen menu: the primary nav as one list, the dropdowns as native <details>
 * disclosures. Plain HTML, shown and hidden by the MobileMenuToggle island; the Products
 * section streams in for signed-in users like the desktop one. Sign Up is here because the
 * header bar has no room for it on the smallest screens.
 */
export function MobileMenu({ signedIn, session, signUp }: { signedIn: boolean; session: Promise<Session>; signUp: string }) {
  return (
    <div id={MOBILE_MENU_ID} hidden className="lg:hidden">
      <nav aria-label="Menu" className="max-h-[75vh] overflow-y-auto border-t border-slate-200 bg-white text-slate-800 shadow-lg">
        <ul className="m-0 list-none p-0">
          <Row link={primaryLinks.digitize} />
          <Row link={primaryLinks.preserveAndShare} />
          <Section menu={createAndPrintMenu} />
          <SignedInOnly signedIn={signedIn} session={session}>
            <Section menu={productsMenu} />
          </SignedInOnly>
          <Row link={primaryLinks.blog} />
          <Row link={primaryLinks.deals} />
          {signedIn ? null : <Row link={{ label: 'Sign Up', href: signUp }} />}
        </ul>
      </nav>
    </div>
  );
}
