// A gifting page (SPEC §2.2 /gifting/*, chromeless): what the gift is, the gift form, and the
// confirmation modal when the query flag asks for it.
import { GiftConfirmationModal } from '#client/components/gifting/GiftConfirmationModal.tsx';
import { GiftForm } from '#client/components/gifting/GiftForm.tsx';
import type { GiftData } from '#client/components/gifting/gift-view.ts';
import { StorageGiftStory } from '#client/components/gifting/StorageGiftStory.tsx';
import type { StoreInfoView } from '#core/domain/store-info.ts';

export function GiftPage({
  data,
  path,
  storeInfo,
}: {
  data: GiftData;
  path: string;
  storeInfo: Promise<StoreInfoView | null>;
}) {
  return (
    <>
      <section aria-labelledby="page-title" className="rounded-2xl bg-ink px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">Give a gift</p>
        <h1 id="page-title" className="mt-2 text-4xl font-bold leading-tight tracking-tight">
          {`Give ${data.subject.name}`}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-200">{data.subject.lead}</p>
      </section>
      {data.storagePlans ? <StorageGiftStory gifts={data.prices} plans={data.storagePlans} /> : null}
      <section aria-label="Gift details" className="mx-auto mt-10 max-w-2xl">
        <GiftForm data={data} path={path} storeInfo={storeInfo} />
      </section>
      {data.confirmation ? (
        <GiftConfirmationModal
          confirmation={data.confirmation}
          subject={data.subject}
          closeHref={`${path}#gift-form`}
        />
      ) : null}
    </>
  );
}
