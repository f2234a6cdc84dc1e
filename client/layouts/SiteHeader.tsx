import type { ReactNode } from 'react';
import { Logo } from '#client/components/nav/Logo.tsx';
import { MenuLink } from '#client/components/nav/MenuLink.tsx';
import { MobileMenu } from '#client/components/nav/MobileMenu.tsx';
import { NavDropdown, topLevelItem } from '#client/components/nav/NavDropdown.tsx';
import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import { createAndPrintMenu, isCurrentSection, type NavLink, primaryLinks } from '#core/domain/nav-menu.ts';
import type { ChromeData } from './chrome.ts';

const TopLink = ({ link, currentPath }: { link: NavLink; currentPath: string }) => {
  const current = isCurrentSection(link, currentPath);
  return (
    <li className="flex items-stretch">
      <MenuLink link={link} className={topLevelItem(current)} current={current} />
    </li>
  );
};

export const SkipLink = () => (
  <a
    href="#main"
    className={
      'sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:absolute focus:left-2 ' +
      'focus:top-2'
    }
  >
    Skip to content
  </a>
);

/**
 * The site header (SPEC §2.9): logo, the primary nav (Digitize, Preserve & Share, Create &
 * Print, Products for signed-in users, Blog, Deals), the cart, and Log In / Sign Up or the
 * account menu. `dark` is the blog's inverted bar; `brand` replaces the logo (the blog's).
 * Below the medium breakpoint (992 px) the nav moves into the <details> menu at the bar's start.
 * The bar is the positioned box the dropdown panels and the small-screen menu hang from. The
 * current section's link is marked.
 */
export function SiteHeader({ chrome, dark = false, brand }: { chrome: ChromeData; dark?: boolean; brand?: ReactNode }) {
  const path = chrome.currentPath;
  return (
    <header
      id="top"
      tabIndex={-1}
      className={[
        'relative z-30 outline-none',
        dark ? 'bg-ink text-white' : 'border-b border-slate-200 bg-white text-ink',
      ].join(' ')}
    >
      <nav aria-label="Primary" className="page-width relative flex h-16 items-stretch gap-1 px-2 sm:gap-2">
        <MobileMenu chrome={chrome} />
        <div className="mr-1 flex min-w-0 flex-1 items-center md:mr-2 md:flex-none lg:mr-4">
          {brand ?? <Logo name={chrome.company.name} />}
        </div>
        <ul className="hidden list-none items-stretch p-0 md:flex">
          <TopLink link={primaryLinks.digitize} currentPath={path} />
          <TopLink link={primaryLinks.preserveAndShare} currentPath={path} />
          <li className="flex items-stretch">
            <NavDropdown
              menu="create-and-print"
              current={isCurrentSection({ href: createAndPrintMenu.href ?? '' }, path)}
            />
          </li>
          <PersonalWidget name="products" chrome={chrome} />
          <TopLink link={primaryLinks.blog} currentPath={path} />
          <TopLink link={primaryLinks.deals} currentPath={path} />
        </ul>
        <ul className="ml-auto flex shrink-0 list-none items-stretch gap-1 p-0">
          <li className="flex items-center">
            <PersonalWidget name="cart" chrome={chrome} />
          </li>
          <PersonalWidget name="account" chrome={chrome} />
        </ul>
      </nav>
    </header>
  );
}
