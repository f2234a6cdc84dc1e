import { CmsImage } from '#client/components/CmsImage.tsx';
import { P2pPostGrid } from '#client/components/p2p/P2pPostCard.tsx';
import type { P2pHomepage } from '#worker/db/views.ts';

/**
 * The homepage's own parts (page 1 only): the pinned pair, the slides as a scroll-snap strip
 * (a list a keyboard can scroll; no script needed) and the sharing tips.
 */
export function P2pHomeParts({ home }: { home: P2pHomepage }) {
  return (
    <>
      {home.slides.length ? (
        <section aria-labelledby="p2p-slides" className="mb-10">
          <h2 id="p2p-slides" className="sr-only">
            Highlights
          </h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
          <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2" tabIndex={0} aria-label="Highlights, scroll sideways">
            {home.slides.map((slide) => (
              <li key={slide.id} className="card w-80 shrink-0 snap-start" data-testid="p2p-slide">
                {slide.imageUrl ? <CmsImage image={slide} sizes="320px" decorative ratio="16/9" className="block w-full" /> : null}
                <div className="card-body">
                  <h3 className="heading-3">{slide.linkUrl ? <a href={slide.linkUrl}>{slide.title}</a> : slide.title}</h3>
                  {slide.subtitle ? <p className="text-sm text-slate-600">{slide.subtitle}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home.pinned.length ? (
        <section aria-labelledby="p2p-pinned" className="mb-10" data-testid="p2p-pinned">
          <h2 id="p2p-pinned" className="heading-2 mb-4">
            Pinned
          </h2>
          {/* The largest picture of the homepage's first screen on a phone (the slides above are small): fetched first. */}
          <P2pPostGrid posts={home.pinned} headingLevel={3} lead="priority" />
        </section>
      ) : null}
      {home.tips.length ? (
        <section aria-labelledby="p2p-tips" className="mb-10" data-testid="p2p-tips">
          <h2 id="p2p-tips" className="heading-2 mb-4">
            Sharing tips
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {home.tips.map((tip) => (
              <li key={tip.id} className="card card-body">
                <h3 className="heading-3">{tip.title}</h3>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized once, at sync time (sync/map/html.ts). */}
                <div className="prose text-sm" dangerouslySetInnerHTML={{ __html: tip.bodyHtml }} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
