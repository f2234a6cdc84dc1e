import { WhenSettled } from '#client/components/WhenSettled.tsx';
import type { FromPrice } from '#client/domain/shop/marketing.ts';
import { FromPriceLine, type FromPrices } from './FromPriceLine.tsx';

export interface GroupCard {
  slug: string;
  name: string;
  href: string;
  description: string;
  pick: (prices: Record<string, FromPrice>) => FromPrice | null;
}

interface Props {
  headingId: string;
  heading: string;
  cards: readonly GroupCard[];
  prices: FromPrices;
  retryHref: string;
}

const IMAGE_BOX = 'aspect-[4/3] w-full overflow-hidden bg-slate-100';

function Picture({ all, pick }: { all: Record<string, FromPrice> | null; pick: GroupCard['pick'] }) {
  const url = all ? pick(all)?.imageUrl : null;
  return (
    <div className={IMAGE_BOX}>
      {url ? <img src={url} alt="" width={400} height={300} loading="lazy" className="h-full w-full object-contain" /> : null}
    </div>
  );
}

/** Categories or product lists as cards (SPEC §3 "Print category" / "Print marketing product"), each with its from-price streamed in. */
export function GroupCards({ headingId, heading, cards, prices, retryHref }: Props) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="heading-2 mb-4">
        {heading}
      </h2>
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" data-testid="group-cards">
        {cards.map((c) => (
          <li key={c.slug} className="card" data-slug={c.slug}>
            {/* The picture streams with the price; its box is there from the start. */}
            <WhenSettled value={prices} fallback={<div className={IMAGE_BOX} />}>
              {(all) => <Picture all={all} pick={c.pick} />}
            </WhenSettled>
            <div className="card-body gap-2">
              <h3 className="m-0 text-base font-semibold">
                <a href={c.href} className="card-link">
                  {c.name}
                </a>
              </h3>
              <p className="m-0 text-sm">{c.description}</p>
              <div className="card-inner-link mt-auto">
                <FromPriceLine prices={prices} pick={c.pick} retryHref={retryHref} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
