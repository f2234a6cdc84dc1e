import { Suspense, use } from 'react';
import type { StoreInfoView } from '#client/domain/store-info.ts';
import CartCount from '#client/islands/CartCount.tsx';
import { Island } from '#client/islands/Island.tsx';

function Resolved({ signedIn, storeInfo }: { signedIn: boolean; storeInfo: Promise<StoreInfoView | null> }) {
  const info = use(storeInfo);
  return <Island name="CartCount" component={CartCount} props={{ signedIn, initialCount: info?.cartCount ?? null }} />;
}

/** The cart icon: rendered at once without a count, the count streamed in when the store answers. */
export function CartSlot({ signedIn, storeInfo }: { signedIn: boolean; storeInfo: Promise<StoreInfoView | null> }) {
  if (!signedIn) return <Island name="CartCount" component={CartCount} props={{ signedIn, initialCount: null }} />;
  return (
    <Suspense fallback={<CartCount signedIn={false} initialCount={null} />}>
      <Resolved signedIn={signedIn} storeInfo={storeInfo} />
    </Suspense>
  );
}
