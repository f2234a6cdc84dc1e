import { Suspense, use } from 'react';
import type { BannerData } from '#client/components/banners/banner-data.ts';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { DraftsSection } from '#core/domain/drafts.ts';
import { ANONYMOUS } from '#core/domain/session.ts';
import { WidgetSlot } from './WidgetSlot.tsx';
import { PERSONAL_WIDGETS, type WidgetContext, type WidgetDef, type WidgetName } from './widgets.tsx';

/** No banners' data outside the banners (the other widgets do not read it). */
const NO_BANNERS: BannerData = { preview: null, impersonating: null, ambassador: Promise.resolve(null) };

type Waiting = Extract<WidgetDef, { needs: object }>;

function Resolved({ widget, ctx }: { widget: Waiting; ctx: WidgetContext }) {
  // A widget that does not need the session is not held up by it.
  const session = widget.needs.session ? use(ctx.chrome.session) : ANONYMOUS;
  const storeInfo = widget.needs.storeInfo ? use(ctx.chrome.storeInfo) : null;
  const ambassador = widget.needs.ambassador ? use(ctx.banners.ambassador) : null;
  return widget.view({ session, storeInfo, ambassador }, ctx);
}

/**
 * A widget of the page that is the visitor's own (./widgets.tsx, docs/decisions/056). Signed out:
 * its content between the markers of a slot, in a page the edge cache shares with every visitor
 * and fills for a signed-in one. Rendered for a signed-in visitor by React (a page the edge cache
 * does not keep): the widget streams in behind its stand-in once the session and the store answer.
 */
export function PersonalWidget({
  name,
  chrome,
  banners = NO_BANNERS,
  drafts,
}: {
  name: WidgetName;
  chrome: ChromeData;
  banners?: BannerData;
  drafts?: { section: DraftsSection; on: boolean };
}) {
  const widget: WidgetDef = PERSONAL_WIDGETS[name];
  const ctx: WidgetContext = { chrome, banners, drafts: drafts ?? null };
  if (!chrome.signedIn) {
    return (
      <WidgetSlot name={name} params={drafts?.section}>
        {widget.signedOut(ctx)}
      </WidgetSlot>
    );
  }
  const inner =
    widget.needs === null ? (
      widget.signedIn(ctx)
    ) : (
      <Suspense fallback={widget.fallback(ctx)}>
        <Resolved widget={widget} ctx={ctx} />
      </Suspense>
    );
  return widget.frame ? widget.frame(inner) : inner;
}
