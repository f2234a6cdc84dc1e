import { behaviourRoot } from '#client/behaviours/marker.ts';
import { PersonalWidget } from '#client/components/personal/PersonalWidget.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { createAndPrintMenu, primaryLinks } from '#core/domain/nav-menu.ts';
import { MenuRow } from './MenuRow.tsx';
import { MOBILE_MENU_ID, SectionDisclosure } from './SectionDisclosure.tsx';

/** The edge the panel hangs from: the nav's button sits at the bar's start, so its panel comes from the left. */
const SIDES = { left: 'left-0 border-r', right: 'right-0 border-l' } as const;

/**
 * The small-screen side menu (SPEC §4): a native <details> disclosure, so its button works
 * without JavaScript; the disclosure-keys behaviour adds Escape and click-away, and the side-menu
 * behaviour closes it when one of its links is followed. Its panel hangs from the header bar,
 * its positioned ancestor, and runs down the window's left or right edge (`side`). Inside, the
 * primary nav as one list with the dropdowns as nested disclosures; the Products section streams
 * in for signed-in users like the desktop one. Sign Up is here because the bar has no room for
 * it on the smallest screens. Both are personal widgets (docs/decisions/056).
 */
export function MobileMenu({ chrome, side = 'left' }: { chrome: ChromeData; side?: keyof typeof SIDES }) {
  const currentPath = chrome.currentPath;
  return (
    <details
      id={MOBILE_MENU_ID}
      className="group/menu flex items-center md:hidden"
      {...behaviourRoot('disclosure-keys')}
      data-testid="mobile-menu"
    >
      <EntryScript />
      <summary
        className={
          'flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-slate-500/20'
        }
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:block" d="M6 6l12 12M18 6 6 18" />
        </svg>
        <span className="sr-only">Menu</span>
      </summary>
      <div
        {...behaviourRoot('side-menu')}
        className={
          `${SIDES[side]} absolute top-full z-40 h-[calc(100dvh-4rem)] w-80 max-w-[85vw] overflow-y-auto ` +
          `border-slate-200 bg-white text-slate-800 shadow-lg`
        }
      >
        <ul className="list-none p-0" data-testid="mobile-menu-links">
          <MenuRow link={primaryLinks.digitize} currentPath={currentPath} />
          <MenuRow link={primaryLinks.preserveAndShare} currentPath={currentPath} />
          <li>
            <SectionDisclosure menu={createAndPrintMenu} />
          </li>
          <PersonalWidget name="mobile-products" chrome={chrome} />
          <MenuRow link={primaryLinks.blog} currentPath={currentPath} />
          <MenuRow link={primaryLinks.deals} currentPath={currentPath} />
          <PersonalWidget name="mobile-sign-up" chrome={chrome} />
        </ul>
      </div>
    </details>
  );
}
