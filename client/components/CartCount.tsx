import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import { cartLinkLabel, formatCartCount } from '#core/domain/cart-count.ts';
import { external } from '#core/routes/external.ts';

interface Props {
  signedIn: boolean;
  /** The count the server already knew, or null when the store had not answered. */
  initialCount: number | null;
  /** False for the stand-in shown until the store answers: no behaviour and no badge. */
  live?: boolean;
}

/**
 * The header's cart icon with the signed-in user's item count (SPEC §2.9: "99+" above 99). The
 * badge is there even when empty, hidden, for the cart-count behaviour to fill: it asks the store
 * when the server had no count, and listens for the cart:changed event.
 */
export function CartCount({ signedIn, initialCount, live = true }: Props) {
  const count = signedIn ? initialCount : null;
  const text = formatCartCount(count);
  return (
    <>
      {live ? <EntryScript /> : null}
      <a
        {...(live ? behaviourRoot('cart-count') : {})}
        data-signed-in={signedIn ? '' : undefined}
        data-count={count ?? undefined}
        href={external.shoppingCart()}
        aria-label={cartLinkLabel(count)}
        className="relative inline-flex items-center p-2 text-current no-underline"
        data-testid="cart-link"
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6h15l-1.5 9h-12z" />
          <path d="M6 6 5 3H2" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        {live ? (
          <span
            data-testid="cart-count"
            hidden={!text}
            className={
              'absolute -top-1 -right-1 min-w-5 h-5 px-1 rounded-full bg-brand-600 text-white text-xs font-bold ' +
              'leading-5 text-center'
            }
          >
            {text}
          </span>
        ) : null}
      </a>
    </>
  );
}
