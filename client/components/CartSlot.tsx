import { Suspense, use } from 'react';
import type { StoreInfoView } from '#client/domain/store-info.ts';
import { CartCount } from './CartCount.tsx';

function Resolved({ signedIn, storeInfo }: { signedIn: boolean; storeInfo: Promise<StoreInfoView | null> }) {
  const info = use(storeInfo);
  return <CartCount signedIn={signedIn} initialCount={info?.cartCount ?? null} />;
}

/** The cart icon: rendered at once without a count, the count streamed in when the store answers. */
export function CartSlot({ signedIn, storeInfo }: { signedIn: boolean; storeInfo: Promise<StoreInfoView | null> }) {
  if (!signedIn) return <CartCount signedIn={false} initialCount={null} />;
  return (
    <Suspense fallback={<CartCount signedIn={false} initialCount={null} live={false} />}>
      <Resolved signedIn={signedIn} storeInfo={storeInfo} />
    </Suspense>
  );
}
