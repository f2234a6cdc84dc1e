import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';
import type { TrustLine } from '#core/domain/trust/lines.ts';

/**
 * The promises beside a buy button (core/domain/trust/lines.ts), each with the page that makes
 * it. A delivery line says its spans in the HTML, true on any day and in any cached copy; with
 * script the delivery-date behaviour turns them into the visitor's own dates.
 */
export function TrustLines({ lines }: { lines: readonly TrustLine[] }) {
  if (!lines.length) return null;
  return (
    <ul className="m-0 mt-4 grid list-none gap-1 p-0 text-sm text-slate-700" data-testid="trust-lines">
      {lines.map((line) => (
        <li key={line.key} data-trust={line.key}>
          {line.delivery ? (
            <>
              <EntryScript />
              <span
                {...behaviourRoot('delivery-date')}
                data-production={line.delivery.production.join(',')}
                data-delivery={line.delivery.delivery.join(',')}
              >
                {line.text}
              </span>
            </>
          ) : (
            line.text
          )}{' '}
          <a href={line.link.href} className="underline">
            {line.link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
