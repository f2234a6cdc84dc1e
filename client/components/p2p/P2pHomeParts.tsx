import { P2pPostGrid } from '#client/components/p2p/P2pPostCard.tsx';
import { P2pSlides } from '#client/components/p2p/P2pSlides.tsx';
import type { P2pHomepage } from '#core/views.ts';

/**
 * The homepage's own parts (page 1 only): the slides (P2pSlides.tsx), the pinned pair and the
 * sharing tips.
 */
export function P2pHomeParts({ home }: { home: P2pHomepage }) {
  return (
    <>
      {home.slides.length ? <P2pSlides slides={home.slides} /> : null}
      {home.pinned.length ? (
        <section aria-labelledby="p2p-pinned" className="mb-10" data-testid="p2p-pinned">
          <h2 id="p2p-pinned" className="heading-2 mb-4">
            Pinned
          </h2>
          {/* The largest picture of a phone's first screen here (the slides above are small): fetched first. */}
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
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at sync time (sync/map/html.ts). */}
                <div className="prose text-sm" dangerouslySetInnerHTML={{ __html: tip.bodyHtml }} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
