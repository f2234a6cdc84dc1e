import type { ReactNode } from 'react';
import { behaviourRoot } from '#client/behaviours/marker.ts';
import { EntryScript } from '#client/document/EntryScript.tsx';

/**
 * A modal dialog that a query flag opens (SPEC §2.10): the server renders it open over the page,
 * so it works without script; Close is a link to the same route without the flag. The
 * query-modal behaviour keeps focus inside and closes it on Escape.
 */
export function QueryModal({
  id,
  title,
  closeHref,
  children,
}: {
  id: string;
  title: string;
  closeHref: string;
  children: ReactNode;
}) {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
      data-testid={`${id}-backdrop`}
    >
      <section
        {...behaviourRoot('query-modal')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-6 text-ink shadow-xl outline-none"
        data-testid={id}
      >
        <EntryScript />
        <h2 id={`${id}-title`} className="heading-2 mt-0">
          {title}
        </h2>
        {children}
        <p className="mb-0 mt-6 text-right">
          <a href={closeHref} className="btn-secondary" data-close="">
            Close
          </a>
        </p>
      </section>
    </div>
  );
}
