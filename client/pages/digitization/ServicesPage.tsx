import { CmsImage } from '#client/components/CmsImage.tsx';
import { ServiceCard } from '#client/components/digitization/ServiceCard.tsx';
import type { Seller } from '#client/components/digitization/ServicePrice.tsx';
import type { Deferred } from '#client/components/WhenSettled.tsx';
import { FILM_REELS, PHOTOS_PER_ITEM, STANDARD_PHOTO_MAX } from '#core/domain/constants.ts';
import type { PriceBook } from '#core/domain/digitization/pricing.ts';
import { SERVICES } from '#core/domain/digitization/services.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { PageImage } from '#core/views.ts';

/**
 * Half of the page's content beside the text from `sm`, all of it below (64 px inside the viewport
 * on phones, 96 px from `sm`).
 */
const HERO_SIZES = '(min-width: 1200px) 512px, (min-width: 768px) calc((100vw - 128px) / 2), calc(100vw - 64px)';

export const SERVICES_HEAD = {
  title: 'Digitize Your Memories',
  description:
    'Video tapes, film reels, photos, slides, negatives and audio, converted to digital by hand, with ' +
    'today’s prices.',
} as const;

const EVERYDAY = SERVICES.filter((s) => !s.isSpecialtyFeature);
const SPECIALTY = SERVICES.filter((s) => s.isSpecialtyFeature);

interface GridProps {
  id: string;
  title: string;
  prices: Deferred<PriceBook | null>;
  services: typeof SERVICES;
  seller: Seller;
}

function Grid({ id, title, prices, services, seller }: GridProps) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="heading-2 mb-4">
        {title}
      </h2>
      <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <li key={s.id} className="flex">
            <ServiceCard service={s} prices={prices} seller={seller} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /digital-conversion: every service, what one item is, and where to go next. */
export function ServicesPage({
  prices,
  seller,
  heroImage,
}: {
  prices: Deferred<PriceBook | null>;
  seller: Seller;
  heroImage: PageImage | null;
}) {
  return (
    <div className="page-width py-10">
      <div className={heroImage ? 'grid items-center gap-8 sm:grid-cols-2' : ''}>
        {heroImage ? (
          <CmsImage
            image={heroImage}
            sizes={HERO_SIZES}
            load="priority"
            ratio="3/2"
            className="block w-full rounded-2xl sm:order-last"
          />
        ) : null}
        <div>
          <p className="eyebrow">Digitization</p>
          <h1 className="heading-1">Digitize your memories</h1>
          <p className="lead mt-3 max-w-3xl">
            Send us your tapes, reels, photos and recordings in a prepaid, tracked box. We convert each one by hand and
            put the files in your account.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={pathTo('digital-conversion-estimator')} className="btn-primary">
              Estimate your order
            </a>
            <a href={pathTo('digital-conversion-order')} className="btn-secondary">
              Order a box
            </a>
            <a href={pathTo('digital-conversion-track-my-box')} className="btn-quiet">
              Track my box
            </a>
          </div>
        </div>
      </div>
      <Grid id="everyday-services" title="What we digitize" prices={prices} services={EVERYDAY} seller={seller} />
      <Grid id="specialty-services" title="Specialty services" prices={prices} services={SPECIALTY} seller={seller} />
      <section aria-labelledby="item-sizes" className="panel mt-12">
        <h2 id="item-sizes" className="heading-2">
          How we count
        </h2>
        <ul className="mt-4 space-y-2">
          <li>
            Photos, slides and negatives come in sets of {PHOTOS_PER_ITEM}: one set is up to {PHOTOS_PER_ITEM} prints,
            slides or images.
          </li>
          <li>Photos up to {STANDARD_PHOTO_MAX} inches are standard scans; larger ones are scanned on the flatbed.</li>
          <li>Film is priced per 50 ft, rounded up: one film reel is 50 ft of 8mm, Super 8mm or 16mm.</li>
          <li>Reel sizes: {FILM_REELS.map((r) => `${r.inches}" holds about ${r.feet} ft`).join('; ')}.</li>
          <li>Editing and special projects are billed per hour; repairs per item.</li>
        </ul>
      </section>
    </div>
  );
}
