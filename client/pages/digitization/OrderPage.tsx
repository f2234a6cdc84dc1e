import { BoxPicture } from '#client/components/digitization/BoxPicture.tsx';
import { BoxPrice } from '#client/components/digitization/BoxPrice.tsx';
import type { ImageLoad } from '#client/components/image-loading.ts';
import type { BoxProduct } from '#core/domain/digitization/box.ts';
import { formatUsd } from '#core/domain/money.ts';
import { pathTo } from '#core/routes/paths.ts';

export const ORDER_HEAD = {
  title: 'Order a Forever Box',
  description:
    'Choose a prepaid, tracked Forever Box for your tapes, film, photos and recordings, with thumb drives, ' +
    'DVDs and priority processing.',
} as const;

export const STORE_UNAVAILABLE = 'Our boxes cannot be shown right now. Please try again in a few minutes.';

/** A card's width in the boxes' grid: one column on phones, two from `sm`, three from `lg` (main's 1104 px). */
const BOX_CARD_SIZES = '(min-width: 1200px) 352px, (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

function BoxCard({ box, load }: { box: BoxProduct; load: ImageLoad }) {
  return (
    <article className="card h-full" data-testid="box-card">
      {/* The title beside it names the box: the picture adds nothing a screen reader needs. */}
      <BoxPicture box={box} alt="" sizes={BOX_CARD_SIZES} load={load} />
      <div className="card-body">
        <h3 className="heading-3 m-0">
          <a href={pathTo('digital-conversion-order-slug', { slug: box.slug })} className="card-link">
            {box.title}
          </a>
        </h3>
        {box.altTitle ? <p className="m-0">{box.altTitle}</p> : null}
        {box.itemsCount !== null ? <p className="muted m-0">{`Up to ${box.itemsCount} items`}</p> : null}
        <div className="mt-auto pt-2">
          {box.enabled ? <BoxPrice box={box} /> : <p className="muted m-0">Not available right now.</p>}
        </div>
      </div>
    </article>
  );
}

/** /digital-conversion/order: the boxes to choose from, and what is priced per item. */
export function OrderPage({
  boxes,
  itemized,
}: {
  boxes: readonly BoxProduct[] | null;
  itemized: readonly BoxProduct[];
}) {
  return (
    <>
      <p className="eyebrow">Digitization</p>
      <h1 className="heading-1">Order a Forever Box</h1>
      <p className="lead mt-3 max-w-3xl">
        Pick a box for how much you have. We send it to you prepaid and tracked; you fill it and send it back. Not sure
        how much you have?{' '}
        <a href={pathTo('digital-conversion-estimator')} className="underline">
          Estimate it first
        </a>
        .
      </p>
      {boxes === null ? (
        <p className="empty-state mt-8" role="alert" data-testid="boxes-unavailable">
          {STORE_UNAVAILABLE}
        </p>
      ) : (
        <section aria-labelledby="boxes" className="mt-8">
          <h2 id="boxes" className="heading-2 mb-4">
            Boxes
          </h2>
          {boxes.length ? (
            <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {boxes.map((b, i) => (
                <li key={b.id}>
                  <BoxCard box={b} load={i === 0 ? 'priority' : 'lazy'} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No boxes are on sale right now.</p>
          )}
        </section>
      )}
      {itemized.length ? (
        <section aria-labelledby="itemized" className="mt-12">
          <h2 id="itemized" className="heading-2 mb-4">
            Priced per item
          </h2>
          <ul className="m-0 grid list-none gap-2 p-0 sm:grid-cols-2">
            {itemized.map((p) => (
              <li key={p.id} className="flex justify-between gap-4 border-b border-slate-100 py-2">
                <a href={pathTo('digital-conversion-order-slug', { slug: p.slug })} className="underline">
                  {p.title}
                </a>
                <span className="font-semibold">{p.enabled ? formatUsd(p.priceCents) : 'Unavailable'}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
