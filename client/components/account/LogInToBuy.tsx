// Every "Log in to buy" also offers the guest path (SPEC §6 guest registration, issue 35): both
// come back to the page the visitor was on, which then offers its add to cart.
import { guestHrefBeside } from '#core/domain/auth-links.ts';

interface Props {
  logInHref: string;
  /** The log-in button's words ("Log in to buy a ticket"). */
  label?: string;
  className?: string;
}

export function LogInToBuy({ logInHref, label = 'Log in to buy', className = 'btn-primary' }: Props) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="log-in-to-buy">
      <a href={logInHref} className={className}>
        {label}
      </a>
      <a href={guestHrefBeside(logInHref)} className="font-semibold text-brand-700 underline">
        or continue as a guest
      </a>
    </span>
  );
}
