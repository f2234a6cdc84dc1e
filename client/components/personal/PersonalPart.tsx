import { Suspense, use } from 'react';
import type { BannerData } from '#client/components/banners/banner-data.ts';
import type { ChromeData } from '#client/layouts/chrome.ts';
import type { DraftsSection } from '#core/domain/drafts.ts';
import { ANONYMOUS } from '#core/domain/session.ts';
import { Hole } from './Hole.tsx';
import { type PartContext, type PartDef, type PartName, PERSONAL_PARTS } from './parts.tsx';

/** No banners' data outside the banners (the other parts do not read it). */
const NO_BANNERS: BannerData = { preview: null, impersonating: null, ambassador: Promise.resolve(null) };

type Waiting = Extract<PartDef, { needs: object }>;

function Resolved({ part, ctx }: { part: Waiting; ctx: PartContext }) {
  // A part that does not need the session is not held up by it.
  const session = part.needs.session ? use(ctx.chrome.session) : ANONYMOUS;
  const storeInfo = part.needs.storeInfo ? use(ctx.chrome.storeInfo) : null;
  const ambassador = part.needs.ambassador ? use(ctx.banners.ambassador) : null;
  return part.view({ session, storeInfo, ambassador }, ctx);
}

/**
 * A part of the page that is the visitor's own (./parts.tsx, docs/decisions/056). Signed out:
 * its content between the markers of a hole, in a page the edge cache shares with every visitor
 * and fills for a signed-in one. Rendered for a signed-in visitor by React (a page the edge cache
 * does not keep): the part streams in behind its stand-in once the session and the store answer.
 */
export function PersonalPart({
  name,
  chrome,
  banners = NO_BANNERS,
  drafts,
}: {
  name: PartName;
  chrome: ChromeData;
  banners?: BannerData;
  drafts?: { section: DraftsSection; on: boolean };
}) {
  const part: PartDef = PERSONAL_PARTS[name];
  const ctx: PartContext = { chrome, banners, drafts: drafts ?? null };
  if (!chrome.signedIn) {
    return (
      <Hole name={name} params={drafts?.section}>
        {part.signedOut(ctx)}
      </Hole>
    );
  }
  const inner =
    part.needs === null ? (
      part.signedIn(ctx)
    ) : (
      <Suspense fallback={part.fallback(ctx)}>
        <Resolved part={part} ctx={ctx} />
      </Suspense>
    );
  return part.frame ? part.frame(inner) : inner;
}
