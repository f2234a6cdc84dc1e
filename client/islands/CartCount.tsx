import useSWR from 'swr';
import { formatCartCount } from '#client/domain/cart-count.ts';
import type { StoreInfoView } from '#client/domain/store-info.ts';
import { external } from '#client/routes/external.ts';

export interface CartCountProps {
  signedIn: boolean;
  /** The count the server already knew, or null when the store had not answered. */
  initialCount: number | null;
}

/** The header's cart icon with the signed-in user's item count (SPEC §2.9: "99+" above 99). */
export default function CartCount({ signedIn, initialCount }: CartCountProps) {
  const { data } = useSWR<{ storeInfo: StoreInfoView }>(signedIn ? '/api/store-info' : null, {
    fallbackData: initialCount === null ? undefined : ({ storeInfo: { cartCount: initialCount } } as { storeInfo: StoreInfoView }),
    revalidateOnMount: initialCount === null,
  });
  const count = signedIn ? (data?.storeInfo.cartCount ?? null) : null;
  const text = formatCartCount(count);
  const label = count === null ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <a
      href={external.shoppingCart()}
      aria-label={label}
      className="relative inline-flex items-center p-2 text-current no-underline"
      data-testid="cart-link"
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {text ? (
        <span
          data-testid="cart-count"
          className="absolute -top-1 -right-1 min-w-5 h-5 px-1 rounded-full bg-brand-600 text-white text-xs font-bold leading-5 text-center"
        >
          {text}
        </span>
      ) : null}
    </a>
  );
}
