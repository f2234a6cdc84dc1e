// Every behaviour, by the name its root's data-behaviour gives: small framework-free modules that
// add what the server-rendered chrome needs from script (docs/decisions/017). The entry bundles
// them all; each is a function that attaches listeners to its root, once.
import { accountMenu } from './account-menu.ts';
import { addToCart } from './add-to-cart.ts';
import { affiliateBadge } from './affiliate-badge.ts';
import { backToTop } from './back-to-top.ts';
import { boxOrder } from './box-order.ts';
import { cartCount } from './cart-count.ts';
import { copyLink } from './copy-link.ts';
import { deliveryDate } from './delivery-date.ts';
import { disclosureKeys } from './disclosure-keys.ts';
import { draftsTab } from './drafts-tab.ts';
import { hashScroll } from './hash-scroll.ts';
import { impersonation } from './impersonation.ts';
import { loadingBar } from './loading-bar.ts';
import { navDropdown } from './nav-dropdown.ts';
import { onlineStatus } from './online-status.ts';
import { postSearch } from './post-search.ts';
import { printBrowser } from './print-browser.ts';
import { queryModal } from './query-modal.ts';
import { saveProduct } from './save-product.ts';
import { sideMenu } from './side-menu.ts';
import { slider } from './slider.ts';
import { fillSlot } from './slot-fill.ts';
import { storageChooser } from './storage-chooser.ts';
import { supportWidget } from './support-widget.ts';
import { toasts } from './toasts.ts';
import { utm } from './utm.ts';

export const behaviours = {
  'nav-dropdown': navDropdown,
  'account-menu': accountMenu,
  'cart-count': cartCount,
  'disclosure-keys': disclosureKeys,
  'back-to-top': backToTop,
  'post-search': postSearch,
  'drafts-tab': draftsTab,
  'side-menu': sideMenu,
  'loading-bar': loadingBar,
  'online-status': onlineStatus,
  'support-widget': supportWidget,
  'hash-scroll': hashScroll,
  utm,
  toasts,
  impersonation,
  'copy-link': copyLink,
  'affiliate-badge': affiliateBadge,
  'query-modal': queryModal,
  'save-product': saveProduct,
  'print-browser': printBrowser,
  'add-to-cart': addToCart,
  'box-order': boxOrder,
  // Named before decision 099 and left so: the worker writes it into pages, which a browser may
  // read with the previous version's script.
  'hole-fill': fillSlot,
  'storage-chooser': storageChooser,
  slider,
  'delivery-date': deliveryDate,
} satisfies Record<string, (root: HTMLElement) => void>;

export type BehaviourName = keyof typeof behaviours;
