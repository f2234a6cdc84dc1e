import type { ReactNode } from 'react';

/** The card every account form sits in, titled by its heading. */
export function AccountPanel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-md py-6">
      <div className="panel">
        <h1 id={id} className="heading-1">
          {title}
        </h1>
        <p className="mb-6 mt-2 text-slate-600">{intro}</p>
        {children}
      </div>
    </section>
  );
}
