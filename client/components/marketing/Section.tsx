// A titled band of a marketing page: its h2 names the region for screen readers.
import { type ReactNode, useId } from 'react';

interface Props {
  heading: string;
  intro?: string | undefined;
  id?: string | undefined;
  tinted?: boolean;
  testId?: string;
  children: ReactNode;
}

export function Section({ heading, intro, id, tinted = false, testId, children }: Props) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tinted ? 'mt-12 rounded-2xl bg-slate-50 px-6 py-12 sm:px-10' : 'mt-12'}
      data-testid={testId}
    >
      <h2 id={headingId} className="heading-2">
        {heading}
      </h2>
      {intro ? <p className="lead mt-3 max-w-3xl">{intro}</p> : null}
      {children}
    </section>
  );
}
