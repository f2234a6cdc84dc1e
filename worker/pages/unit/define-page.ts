// One unit per page (ARCHITECTURE rule 2): its route, who may see it, how it may be cached, what
// it loads, what it says in <head> and what it renders. serve-page.tsx runs every unit the same
// way; a page never sets its own headers or renders itself.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { DraftsSection } from '#core/domain/drafts.ts';
import type { RouteName } from '#core/routes/table.ts';
import type { CachePolicy } from '#worker/edge-cache/cache-policy.ts';
import type { AppEnv } from '#worker/env.ts';
import type { PageQuery } from '#worker/http/page-url.ts';
import type { PageHeadInput } from '#worker/ssr/render-page.tsx';
import type { Access } from './access.ts';
import type { LoadContext } from './load-context.ts';

export interface PageDef<D> {
  route: RouteName;
  /** Who may see it; default everyone. */
  access?: Access;
  /** Default `content`. */
  cache?: CachePolicy;
  /**
   * Whether this request's reads depend on who asks (a search that finds members' text only for
   * members): such a request is `private`, never memoized or shared, whatever `cache` says.
   */
  personal?(ctx: LoadContext): boolean;
  /**
   * The drafts switch whose content the page shows (its loader asks draftAccess()): with that
   * switch on, the page is the visitor's own, neither memoized nor shared (edge-cache/shareable.ts);
   * any other switch leaves it the page everyone gets. A page without one never shows drafts.
   */
  drafts?: DraftsSection;
  /**
   * The query parameters a shared page reads (worker/http/page-url.ts): its loader, chrome and
   * cache key see only these, so any other parameter neither changes the page nor misses the
   * cache. None by default; `any` for a page whose form state is its query.
   */
  query?: PageQuery;
  /**
   * What the page shows: what the status depends on, awaited (D1 rows), and what may stream, as
   * promises (store calls). Throws notFound(), forbidden() or redirect() (./outcomes.ts).
   */
  load(ctx: LoadContext): Promise<D>;
  /**
   * Whether the page cannot show what it is for (the store it sells from did not answer): it is
   * then rendered as it is, with its retry, but answered 503 with a Retry-After and never cached
   * (docs/decisions/064).
   */
  unavailable?(data: NoInfer<D>): boolean;
  // NoInfer: the data's type comes from load alone.
  head(data: NoInfer<D>, ctx: LoadContext): PageHeadInput;
  /** Renders the page's main content (a render function: its components may use hooks). */
  body(props: { data: NoInfer<D>; chrome: ChromeData }): ReactNode;
  /** Under the header: a section's own bar (the blog's tabs, search and drafts switch). */
  subnav?(props: { data: NoInfer<D>; chrome: ChromeData }): ReactNode;
  /**
   * A form posted to the page itself (works without JavaScript): answers with a Response (a
   * redirect) or throws like load; `rerender` shows the page again with what load gets from it.
   */
  action?(c: Context<AppEnv>, ctx: LoadContext): Promise<Response | { rerender: Partial<D>; status: number }>;
}

export interface Page<D = unknown> extends PageDef<D> {
  readonly kind: 'page';
}

export function definePage<D>(def: PageDef<D>): Page<D> {
  return { kind: 'page', ...def };
}

/** A route of the table whose page is not built yet: it answers 404, on purpose. */
export const NOT_BUILT = { kind: 'not-built' } as const;

// Page<unknown>: load is covariant in its data, and the methods that take it are bivariant.
export type PageEntry = Page<unknown> | typeof NOT_BUILT;

/** Every route name has a page or says it has none (a missing one is a type error). */
export type PageTable = Record<RouteName, PageEntry>;
