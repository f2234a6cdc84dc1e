// The plan page's gift band (decision 100): the plans are permanent storage for the buyer's own
// account; storage is given as time, at the prices of the store's gift products, on its own page.
import { Section } from '#client/components/marketing/Section.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { GIFT_SUBJECTS } from '#core/domain/gifting/gift.ts';
import { giftOfStorage } from '#core/domain/storage/gift-story.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { StoragePrices } from './storage-view.ts';

export function StorageGiftOffer({ gifts }: { gifts: Deferred<StoragePrices> }) {
  return (
    <Section heading="Give it as a gift" tinted testId="gift-offer">
      <p className="mt-3 max-w-3xl text-slate-700" data-testid="gift-of-storage">
        <WhenSettled value={gifts} fallback={giftOfStorage(null)}>
          {(all) => giftOfStorage(all)}
        </WhenSettled>
      </p>
      <a href={pathTo('gifting-forever-storage')} className="btn-primary mt-6">
        {`Give ${GIFT_SUBJECTS['gifting-forever-storage'].name}`}
      </a>
    </Section>
  );
}
