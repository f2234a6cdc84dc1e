// The tickets, from the store (SPEC §7): the price in USD, the early-bird label, the errored state
// (SPEC §8), a ticket held (SPEC §4) or waiting in the cart beside the form that buys another. In
// the HTML when the store answers within the page's wait; when it is late they stream, and until
// then the same cards stand in, built from the event's own ticket rows, so nothing below them
// moves when the prices arrive.
import { LogInToBuy } from '#client/components/account/LogInToBuy.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import { EARLY_BIRD_LABEL, HELD_TEXT, inCartText, TICKET_ERROR, type TicketView } from '#core/domain/events.ts';
import type { PurchaseState } from '#core/domain/events-attendee.ts';
import { formatUsd } from '#core/domain/money.ts';
import { external } from '#core/routes/external.ts';
import { AttendeeFields } from './AttendeeFields.tsx';

interface Props {
  tickets: Deferred<TicketView[]>;
  /** The tickets as the event lists them, priced later: what shows while the store answers. */
  pending: TicketView[];
  signedIn: boolean;
  logInHref: string;
  purchase: PurchaseState | null;
  /** Where the attendee forms post: the page, landing on the error summary if it refuses. */
  action: string;
}

type TicketProps = Omit<Props, 'tickets' | 'pending'> & { ticket: TicketView };

/** A ticket whose price is on its way: its price line and button keep their place, unseen. */
function PendingTicket({ ticket }: { ticket: TicketView }) {
  return (
    <li className="panel" data-testid="pending-ticket">
      <h3 className="heading-3">{ticket.name || 'Ticket'}</h3>
      {ticket.isEarlyBird ? <p className="badge-brand mt-2">{EARLY_BIRD_LABEL}</p> : null}
      {ticket.state === 'unavailable' ? (
        <p className="muted mt-3">Not on sale.</p>
      ) : (
        <>
          <p className="mt-3 text-2xl font-bold text-slate-600">Loading price…</p>
          <span className="btn-primary invisible mt-4" aria-hidden="true">
            Log in to buy a ticket
          </span>
        </>
      )}
    </li>
  );
}

function Ticket({ ticket, signedIn, logInHref, purchase, action }: TicketProps) {
  return (
    <li className="panel" data-testid="event-ticket" data-state={ticket.state}>
      <h3 className="heading-3">{ticket.name}</h3>
      {ticket.isEarlyBird ? <p className="badge-brand mt-2">{EARLY_BIRD_LABEL}</p> : null}
      {ticket.state === 'errored' ? (
        <p className="mt-3 text-brand-700" role="alert">
          {TICKET_ERROR}
        </p>
      ) : null}
      {ticket.priceCents !== null ? (
        <p className="mt-3 text-2xl font-bold text-ink" data-testid="ticket-price">
          {formatUsd(ticket.priceCents, [ticket.regularCents ?? 0])}
          {ticket.regularCents !== null ? (
            <s className="ml-2 text-base font-normal text-slate-500">
              {formatUsd(ticket.regularCents, [ticket.priceCents])}
            </s>
          ) : null}
        </p>
      ) : null}
      {ticket.held ? (
        <p className="mt-3 font-semibold text-accent-800" data-testid="ticket-held">
          {HELD_TEXT[ticket.held]}
        </p>
      ) : null}
      {ticket.inCart.length ? (
        <p className="mt-3 font-semibold text-slate-700" data-testid="ticket-in-cart">
          {inCartText(ticket.inCart)}{' '}
          <a href={external.shoppingCart()} className="underline">
            View your cart
          </a>
        </p>
      ) : null}
      {ticket.state === 'unavailable' ? (
        <p className="muted mt-3">Not on sale.</p>
      ) : ticket.state === 'ready' && ticket.productId !== null ? (
        signedIn ? (
          <>
            {/* One ticket admits one attendee: a family member needs their own, whatever the visitor holds. */}
            {ticket.held || ticket.inCart.length ? (
              <p className="mt-4 mb-0">Buying for someone else? Add a ticket with their details.</p>
            ) : null}
            <AttendeeFields
              productId={ticket.productId}
              action={action}
              purchase={purchase?.productId === ticket.productId ? purchase : null}
            />
          </>
        ) : (
          <div className="mt-4">
            <LogInToBuy logInHref={logInHref} label="Log in to buy a ticket" />
          </div>
        )
      ) : null}
    </li>
  );
}

const NONE_YET = <p className="empty-state">Tickets are not on sale yet.</p>;

function Priced({ tickets, ...props }: Omit<Props, 'tickets' | 'pending'> & { tickets: TicketView[] }) {
  if (!tickets.length) return NONE_YET;
  return (
    <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2" data-testid="event-tickets">
      {tickets.map((t) => (
        <Ticket key={t.id} ticket={t} {...props} />
      ))}
    </ul>
  );
}

function Pending(props: Props) {
  if (!props.pending.length) return NONE_YET;
  return (
    <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2" data-testid="tickets-loading" aria-busy="true">
      {props.pending.map((t) => (
        <PendingTicket key={t.id} ticket={t} />
      ))}
    </ul>
  );
}

export function TicketList(props: Props) {
  return (
    <WhenSettled value={props.tickets} fallback={<Pending {...props} />}>
      {(tickets) => (
        <Priced
          tickets={tickets}
          signedIn={props.signedIn}
          logInHref={props.logInHref}
          purchase={props.purchase}
          action={props.action}
        />
      )}
    </WhenSettled>
  );
}
