import type { Session } from '#core/domain/session.ts';
import type { StoreInfoView } from '#core/domain/store-info.ts';
import { external } from '#core/routes/external.ts';

/** The home page's greeting for a signed-in visitor, with what waits in their cart. */
export function Welcome({ user, info }: { user: Session; info: StoreInfoView | null }) {
  if (!user.isAuthenticated) return null;
  const items = info?.cartCount ?? 0;
  return (
    <p
      className="mb-6 inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-full bg-white/10 px-4 py-2 text-sm"
      data-testid="home-welcome"
    >
      {/* Not "back": the page cannot tell a new account's first visit from a return (issue 35). */}
      <span>Welcome{user.name ? `, ${user.name}` : ''}.</span>
      {items > 0 ? (
        <a href={external.shoppingCart()} className="font-semibold text-white underline">
          {items === 1 ? '1 item is waiting in your cart' : `${items} items are waiting in your cart`}
        </a>
      ) : null}
    </p>
  );
}
