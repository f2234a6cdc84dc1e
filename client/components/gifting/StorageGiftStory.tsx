// On the storage gift page (decision 100): the gift is time, and storage kept for good is a plan
// sold by size, not given; both said from the store's products, with the way to the plans.
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { giftIsTime, plansAreForGood } from '#core/domain/storage/gift-story.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { GiftPrices } from './gift-view.ts';

interface Props {
  gifts: Deferred<GiftPrices>;
  plans: Deferred<GiftPrices>;
}

export function StorageGiftStory({ gifts, plans }: Props) {
  return (
    <section aria-labelledby="gift-or-plan" className="panel mx-auto mt-10 max-w-2xl" data-testid="storage-gift-story">
      <h2 id="gift-or-plan" className="heading-3">
        A gift of time, or storage for good
      </h2>
      <p className="mt-3" data-testid="gift-is-time">
        <WhenSettled value={gifts} fallback={giftIsTime({})}>
          {(all) => giftIsTime(all ?? {})}
        </WhenSettled>
      </p>
      <p className="mt-3" data-testid="plans-for-good">
        <WhenSettled value={plans} fallback={plansAreForGood({})}>
          {(all) => plansAreForGood(all ?? {})}
        </WhenSettled>
      </p>
      <a href={pathTo('preserve-and-share')} className="btn-secondary mt-4">
        Compare the storage plans
      </a>
    </section>
  );
}
