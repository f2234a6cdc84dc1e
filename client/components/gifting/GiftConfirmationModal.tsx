// The gift confirmation (SPEC §2.10): opened by the query flag the page redirects to after the
// gift went in the cart, closed by the same route without it. It repeats what was chosen, never
// who it is for: the URL carries nothing personal.
import { QueryModal } from '#client/components/shop/QueryModal.tsx';
import { onFirstUse } from '#core/domain/formatters.ts';
import { DELIVERY_LABELS, durationLabel, type GiftConfirmation, type GiftSubject } from '#core/domain/gifting/gift.ts';
import { external } from '#core/routes/external.ts';

const day = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

export function GiftConfirmationModal({
  confirmation,
  subject,
  closeHref,
}: {
  confirmation: GiftConfirmation;
  subject: GiftSubject;
  closeHref: string;
}) {
  return (
    <QueryModal id="gift-confirmation" title="Your gift is in your cart" closeHref={closeHref}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">Gift</dt>
        <dd className="m-0">{`${subject.name}, ${durationLabel(confirmation.duration)}`}</dd>
        <dt className="font-semibold">Delivery</dt>
        <dd className="m-0">{DELIVERY_LABELS[confirmation.delivery]}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd className="m-0">
          {confirmation.sendOn
            ? day().format(new Date(`${confirmation.sendOn}T00:00:00Z`))
            : 'As soon as the order is placed'}
        </dd>
      </dl>
      <p className="mt-6">
        <a href={external.shoppingCart()} className="btn-primary" data-autofocus="">
          Go to your cart
        </a>
      </p>
    </QueryModal>
  );
}
