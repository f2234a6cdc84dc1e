// The widgets of a page that are the visitor's own (docs/decisions/056): the header's cart count,
// account menu and Products menu (desktop and phone), the phone menu's Sign Up, the banners, the
// affiliate badge, a section's drafts switch and the home page's welcome. Each is written once here, as what a
// signed-out visitor sees, what stands in while the session and the store are asked, and what
// the signed-in visitor sees with their responses. A React render (PersonalWidget.tsx) and the worker
// filling the slots of a cached page (worker/ssr/personal-page.tsx) render the same widget.
import type { ReactNode } from 'react';
import { AffiliateBadge } from '#client/components/banners/AffiliateBadge.tsx';
import type { BannerData, Contact } from '#client/components/banners/banner-data.ts';
import { ImpersonationBanner } from '#client/components/banners/ImpersonationBanner.tsx';
import { SignedInBanners } from '#client/components/banners/SignedInBanners.tsx';
import { CartCount } from '#client/components/CartCount.tsx';
import { DraftsSwitch } from '#client/components/DraftsSwitch.tsx';
import { AccountMenu } from '#client/components/nav/AccountMenu.tsx';
import { AuthLinks, AuthLinksInline } from '#client/components/nav/AuthLinks.tsx';
import { MenuRow } from '#client/components/nav/MenuRow.tsx';
import { NavDropdown } from '#client/components/nav/NavDropdown.tsx';
import { SectionDisclosure } from '#client/components/nav/SectionDisclosure.tsx';
import { Welcome } from '#client/components/Welcome.tsx';
import type { ChromeData } from '#client/layouts/chrome.ts';
import { logInHref, signUpHref } from '#core/domain/auth-links.ts';
import { type DraftsSection, MAY_SEE_DRAFTS } from '#core/domain/drafts.ts';
import { accountMenuUser, productsMenuFor } from '#core/domain/nav-menu.ts';
import type { Session } from '#core/domain/session.ts';
import type { StoreInfoView } from '#core/domain/store-info.ts';
import { external } from '#core/routes/external.ts';

/** What a widget is told about the page and the visitor, before any response. */
export interface WidgetContext {
  chrome: ChromeData;
  /** The banners' cookies and the linked ambassador's call (worker/ssr/banners.ts). */
  banners: BannerData;
  /** A drafts switch's section, and whether its cookie is on. */
  drafts: { section: DraftsSection; on: boolean } | null;
}

/** The responses a widget waits for. */
export interface PersonalData {
  session: Session;
  storeInfo: StoreInfoView | null;
  ambassador: Contact | null;
}

interface Needs {
  session: boolean;
  storeInfo: boolean;
  ambassador: boolean;
}

/** A widget: what a signed-out visitor sees, and what a signed-in one sees, before and after the responses. */
export type WidgetDef = {
  /** What a visitor without the auth cookie sees: the shared page's content between the slot's markers. */
  signedOut(ctx: WidgetContext): ReactNode;
  /** An element around the widget that stays put while it streams (an <li> may not stand in React's hidden <div>). */
  frame?(children: ReactNode): ReactNode;
} & (
  | {
      /** What it waits for. */
      needs: Needs;
      /** What stands in until the responses come. */
      fallback(ctx: WidgetContext): ReactNode;
      /** What the signed-in visitor sees. */
      view(data: PersonalData, ctx: WidgetContext): ReactNode;
    }
  | {
      /** Nothing: the auth cookie alone decides it. */
      needs: null;
      signedIn(ctx: WidgetContext): ReactNode;
    }
);

const SESSION = { session: true, storeInfo: false, ambassador: false };

const productsItem = (children: ReactNode) => <li className="flex items-stretch">{children}</li>;

export const PERSONAL_WIDGETS = {
  banners: {
    needs: { session: true, storeInfo: true, ambassador: true },
    signedOut: () => null,
    fallback: ({ chrome, banners }) =>
      banners.impersonating ? (
        <ImpersonationBanner
          admin={banners.impersonating.admin}
          user={banners.impersonating.user}
          returnTo={chrome.returnTo}
        />
      ) : null,
    view: ({ session, storeInfo, ambassador }, { chrome }) => (
      <SignedInBanners
        session={session}
        info={storeInfo}
        contact={ambassador}
        returnTo={chrome.returnTo}
        origin={chrome.origin}
      />
    ),
  },
  // SPEC §6: for everyone but an ambassador, at the page's end.
  affiliate: {
    needs: SESSION,
    signedOut: () => <AffiliateBadge />,
    fallback: () => null,
    view: ({ session }) => (session.isAmbassador ? null : <AffiliateBadge />),
  },
  'mobile-products': {
    needs: SESSION,
    signedOut: () => null,
    frame: (children) => <li>{children}</li>,
    fallback: () => null,
    view: ({ session }) => (session.isAuthenticated ? <SectionDisclosure menu={productsMenuFor(session.can)} /> : null),
  },
  // Known from the cookie alone: a signed-in visitor's phone menu has no Sign Up.
  'mobile-sign-up': {
    needs: null,
    signedOut: ({ chrome }) => (
      <MenuRow link={{ label: 'Sign Up', href: signUpHref(chrome) }} currentPath={chrome.currentPath} />
    ),
    signedIn: () => null,
  },
  products: {
    needs: SESSION,
    signedOut: () => null,
    frame: productsItem,
    fallback: () => null,
    view: ({ session }) =>
      session.isAuthenticated ? (
        <NavDropdown menu="products" of={productsMenuFor(session.can)} current={false} />
      ) : null,
  },
  cart: {
    needs: { session: false, storeInfo: true, ambassador: false },
    signedOut: () => <CartCount signedIn={false} initialCount={null} />,
    // Without a count and without the behaviour: the cart link as it works for anyone.
    fallback: () => <CartCount signedIn={false} initialCount={null} live={false} />,
    view: ({ storeInfo }) => <CartCount signedIn initialCount={storeInfo?.cartCount ?? null} />,
  },
  account: {
    needs: SESSION,
    signedOut: ({ chrome }) => <AuthLinks logIn={logInHref(chrome)} signUp={signUpHref(chrome)} />,
    frame: (children) => <li className="flex items-stretch">{children}</li>,
    // A link to their account: all there is until the core API answers.
    fallback: () => (
      <div className="flex items-center px-2">
        <a
          href={external.gallery()}
          className="block h-8 w-8 rounded-full bg-slate-300/60"
          data-testid="account-fallback"
        >
          <span className="sr-only">Your account</span>
        </a>
      </div>
    ),
    // The cookie was there but the core API did not confirm the user (expired, or the store is
    // down): the chrome looks signed out rather than failing.
    view: ({ session }, { chrome }) =>
      session.isAuthenticated ? (
        <AccountMenu user={accountMenuUser(session)} />
      ) : (
        <AuthLinksInline logIn={logInHref(chrome)} signUp={signUpHref(chrome)} />
      ),
  },
  drafts: {
    needs: SESSION,
    signedOut: () => null,
    fallback: () => null,
    view: ({ session }, { chrome, drafts }) =>
      drafts && MAY_SEE_DRAFTS[drafts.section](session) ? (
        <DraftsSwitch section={drafts.section} on={drafts.on} returnTo={chrome.returnTo} />
      ) : null,
  },
  welcome: {
    needs: { session: true, storeInfo: true, ambassador: false },
    signedOut: () => null,
    fallback: () => null,
    view: ({ session, storeInfo }) => <Welcome user={session} info={storeInfo} />,
  },
} satisfies Record<string, WidgetDef>;

export type WidgetName = keyof typeof PERSONAL_WIDGETS;

export const isWidgetName = (name: string): name is WidgetName => Object.hasOwn(PERSONAL_WIDGETS, name);
