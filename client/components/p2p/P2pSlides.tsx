import { behaviourRoot } from '#client/behaviours/marker.ts';
import { CmsImage } from '#client/components/CmsImage.tsx';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { P2pHomepage } from '#core/views.ts';

type Slide = P2pHomepage['slides'][number];

const slideId = (slide: Slide) => `p2p-slide-${slide.id}`;

/** Previous and Next: round, one 44 px target each, so the row fits a 320 px phone. */
const ARROW = 'btn-quiet h-11 w-11 px-0 text-2xl';

/** A dot (a 24 px wide target): grey, the brand's colour for the slide in view (its link's aria-current). */
const DOT = 'block h-2.5 w-2.5 rounded-full bg-slate-400 group-aria-[current=true]:bg-brand-600';

/**
 * The homepage's slides: one a view on a phone, two from `sm`, three from `lg`, each a whole card
 * (never one cut off at the edge), a picture or a stand-in of the same size. Without script the
 * strip scrolls sideways (by keyboard too) and the dots are links to each slide; the slider
 * behaviour adds Previous and Next and keeps the dots on the slide in view.
 */
export function P2pSlides({ slides }: { slides: Slide[] }) {
  return (
    <section
      aria-labelledby="p2p-slides"
      aria-roledescription="carousel"
      className="mb-10"
      {...behaviourRoot('slider')}
    >
      <EntryScript />
      <h2 id="p2p-slides" className="sr-only">
        Highlights
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (axe). */}
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2" tabIndex={0} aria-label="Highlights">
        {slides.map((slide, i) => (
          <li
            key={slide.id}
            id={slideId(slide)}
            className="card w-full shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            data-testid="p2p-slide"
          >
            {slide.imageUrl ? (
              <CmsImage
                image={slide}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                decorative
                ratio="16/9"
                className="block w-full"
              />
            ) : (
              <div
                aria-hidden="true"
                className="aspect-video w-full bg-gradient-to-br from-accent-100 to-brand-100"
                data-testid="p2p-slide-stand-in"
              />
            )}
            <div className="card-body">
              <h3 className="heading-3">{slide.linkUrl ? <a href={slide.linkUrl}>{slide.title}</a> : slide.title}</h3>
              {slide.subtitle ? <p className="text-sm text-slate-600">{slide.subtitle}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className="mt-2 flex items-center justify-center gap-2">
          <button type="button" className={ARROW} data-step="-1" hidden>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Previous highlight</span>
          </button>
          <ol className="m-0 flex min-w-0 list-none flex-wrap justify-center gap-1 p-0" aria-label="Choose a highlight">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <a
                  href={`#${slideId(slide)}`}
                  className="group flex h-11 w-6 items-center justify-center no-underline"
                  aria-current={i === 0 ? 'true' : undefined}
                  data-dot=""
                >
                  <span aria-hidden="true" className={DOT} />
                  <span className="sr-only">{`Highlight ${i + 1}: ${slide.title}`}</span>
                </a>
              </li>
            ))}
          </ol>
          <button type="button" className={ARROW} data-step="1" hidden>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Next highlight</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
