import type { ReactNode } from 'react';
import { CartSlot } from '#client/components/CartSlot.tsx';
import { AccountSlot } from '#client/components/nav/AccountSlot.tsx';
import { Logo } from '#client/components/nav/Logo.tsx';
import { MenuLink } from '#client/components/nav/MenuLink.tsx';
import { MOBILE_MENU_ID, MobileMenu } from '#client/components/nav/MobileMenu.tsx';
import { SignedInOnly } from '#client/components/nav/SignedInOnly.tsx';
import { logInHref, signUpHref } from '#client/domain/auth-links.ts';
import { type NavLink, primaryLinks } from '#client/domain/nav-menu.ts';
import { Island } from '#client/islands/Island.tsx';
import MobileMenuToggle from '#client/islands/MobileMenuToggle.tsx';
import NavDropdown, { topLevelItem } from '#client/islands/NavDropdown.tsx';
import type { ChromeData } from './chrome.ts';

const TopLink = ({ link }: { link: NavLink }) => (
  <li className="flex items-stretch">
    <MenuLink link={link} className={topLevelItem} />
  </li>
);

export const SkipLink = () => (
  <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
    Skip to content
  </a>
);

/**
 * The site header (SPEC §2.9): logo, the primary nav (Digitize, Preserve & Share, Create &
 * Print, Products for signed-in users, Blog, Deals), the cart, and Log In / Sign Up or the
 * account menu. `dark` is the blog's inverted bar; `brand` replaces the logo (the blog's).
 * Below `lg` the nav moves into the menu behind the MobileMenuToggle button. The inner bar is
 * the positioned box the dropdown panels hang from.
 */
export function SiteHeader({ chrome, dark = false, brand }: { chrome: ChromeData; dark?: boolean; brand?: ReactNode }) {
  const logIn = logInHref(chrome);
  const signUp = signUpHref(chrome);
  return (
    <header
      id="top"
      tabIndex={-1}
      className={`relative z-30 outline-none ${dark ? 'bg-slate-900 text-white' : 'border-b border-slate-200 bg-white text-slate-900'}`}
    >
      <SkipLink />
      <nav aria-label="Primary" className="relative mx-auto flex h-16 max-w-6xl items-stretch gap-2 px-2 sm:px-4">
        <div className="flex items-center lg:hidden">
          <Island name="MobileMenuToggle" component={MobileMenuToggle} props={{ panelId: MOBILE_MENU_ID }} />
        </div>
        <div className="mr-2 flex min-w-0 items-center xl:mr-4">{brand ?? <Logo name={chrome.company.name} />}</div>
        <ul className="m-0 hidden list-none items-stretch p-0 lg:flex">
          <TopLink link={primaryLinks.digitize} />
          <TopLink link={primaryLinks.preserveAndShare} />
          <li className="flex items-stretch">
            <Island name="NavDropdown" component={NavDropdown} props={{ menu: 'create-and-print' }} />
          </li>
          <SignedInOnly signedIn={chrome.signedIn} session={chrome.session}>
            <li className="flex items-stretch">
              <Island name="NavDropdown" component={NavDropdown} props={{ menu: 'products' }} />
            </li>
          </SignedInOnly>
          <TopLink link={primaryLinks.blog} />
          <TopLink link={primaryLinks.deals} />
        </ul>
        <ul className="m-0 ml-auto flex list-none items-stretch gap-1 p-0">
          <li className="flex items-center">
            <CartSlot signedIn={chrome.signedIn} storeInfo={chrome.storeInfo} />
          </li>
          <AccountSlot signedIn={chrome.signedIn} session={chrome.session} logIn={logIn} signUp={signUp} />
        </ul>
      </nav>
      <MobileMenu signedIn={chrome.signedIn} session={chrome.session} signUp={signUp} />
    </header>
  );
}
