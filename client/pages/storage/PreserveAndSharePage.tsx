// Preserve & Share (SPEC §2.10 "Storage plan chooser"): permanent storage by tier, paid once or
// over 24 months, with what each tier holds, the free space at sign-up and the guarantee.
import { behaviourRoot } from '#client/behaviours/marker.ts';
import { HeroPanel } from '#client/components/marketing/HeroPanel.tsx';
import { CapacityTable } from '#client/components/storage/CapacityTable.tsx';
import { PlanChooser } from '#client/components/storage/PlanChooser.tsx';
import { PlanPrice } from '#client/components/storage/PlanPrice.tsx';
import { StorageGiftOffer } from '#client/components/storage/StorageGiftOffer.tsx';
import type { StorageData } from '#client/components/storage/storage-view.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { FREE_STORAGE_GB, GUARANTEE_EXTRA_YEARS } from '#core/domain/constants.ts';
import { capacityTexts } from '#core/domain/storage/plan-texts.ts';

export function PreserveAndSharePage({ data, path }: { data: StorageData; path: string }) {
  return (
    <>
      <HeroPanel image={data.heroImage} labelledBy="page-title" textClassName="px-6 py-12 sm:px-10">
        <h1 id="page-title" className="text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
          Preserve &amp; Share
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-slate-200">
          {`Keep every photo, video and document safe for good. Storage you buy is guaranteed for your lifetime ` +
            `plus ${GUARANTEE_EXTRA_YEARS} years, and easy to share with family.`}
        </p>
      </HeroPanel>
      {/* The chooser's script makes the price and the capacity follow the radios. */}
      <div {...behaviourRoot('storage-chooser')}>
        <EntryScript />
        <section aria-labelledby="storage-choose" className="mt-12">
          <h2 id="storage-choose" className="heading-2 mb-6">
            Choose your storage
          </h2>
          <PlanChooser choice={data.choice} path={path} />
          <PlanPrice choice={data.choice} prices={data.prices} cart={data.cart} path={path} />
        </section>
        <section aria-labelledby="storage-capacity" className="mt-12">
          <h2 id="storage-capacity" className="heading-2" data-part="capacity-heading">
            {capacityTexts(data.choice.tier).heading}
          </h2>
          <p className="muted mt-2">
            Estimates: how much fits depends on the camera, the length of each file and its quality.
          </p>
          <CapacityTable tier={data.choice.tier} />
        </section>
      </div>
      <section aria-labelledby="storage-free" className="mt-12 rounded-2xl bg-slate-50 px-6 py-10 sm:px-10">
        <h2 id="storage-free" className="heading-2">
          {`${FREE_STORAGE_GB} GB free to start`}
        </h2>
        <p className="mt-3 max-w-3xl" data-testid="storage-free">
          {`Every account comes with ${FREE_STORAGE_GB} GB of free storage. Your first storage purchase makes ` +
            `those ${FREE_STORAGE_GB} GB permanent too, with the same guarantee: your lifetime plus ` +
            `${GUARANTEE_EXTRA_YEARS} years.`}
        </p>
      </section>
      <StorageGiftOffer gifts={data.gifts} />
    </>
  );
}
