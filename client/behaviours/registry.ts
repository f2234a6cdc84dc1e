// Every behaviour, by the name its root's data-behaviour gives: small framework-free modules that
// add what the server-rendered chrome needs from script (docs/decisions/017). The entry bundles
// them all; each is a function that attaches listeners to its root, once.
import { accountMenu } from './account-menu.ts';
import { backToTop } from './back-to-top.ts';
import { cartCount } from './cart-count.ts';
import { disclosureKeys } from './disclosure-keys.ts';
import { draftsTab } from './drafts-tab.ts';
import { navDropdown } from './nav-dropdown.ts';
import { postSearch } from './post-search.ts';

export const behaviours = {
  'nav-dropdown': navDropdown,
  'account-menu': accountMenu,
  'cart-count': cartCount,
  'disclosure-keys': disclosureKeys,
  'back-to-top': backToTop,
  'post-search': postSearch,
  'drafts-tab': draftsTab,
} satisfies Record<string, (root: HTMLElement) => void>;

export type BehaviourName = keyof typeof behaviours;
