// An FAQ block (SPEC §3, §7): questions as a details/summary accordion, which opens and closes
// with a click, Enter or Space without any script, and FAQPage JSON-LD for search engines. Load it
// with faqBySlug (worker/db/queries/faqs.ts); a null FAQ renders nothing.
import { useId } from 'react';
import { JsonLd } from '#client/components/JsonLd.tsx';
import { faqPageLd } from '#core/domain/structured-data.ts';
import type { Faq } from '#core/views.ts';

interface Props {
  faq: Faq | null;
  heading?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

export function FaqBlock({ faq, heading = 'Frequently asked questions', headingLevel = 2 }: Props) {
  const headingId = useId();
  if (!faq?.entries.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="mt-12" data-testid="faq-block">
      <Heading id={headingId} className="heading-2 mb-4">
        {heading}
      </Heading>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {faq.entries.map((entry) => (
          <details key={entry.question} className="group px-5 py-4" data-testid="faq-entry">
            <summary className="flex cursor-pointer items-center justify-between gap-4 font-semibold text-ink">
              {entry.question}
              <span aria-hidden="true" className="text-brand transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at sync time (sync/map/html.ts). */}
            <div className="prose mt-3 text-slate-700" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
          </details>
        ))}
      </div>
      <JsonLd data={faqPageLd(faq.entries)} />
    </section>
  );
}
