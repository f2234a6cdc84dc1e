// An event's page sections (SPEC §3 Event): agenda, cancellation policy, video, FAQs and info
// card, in the editor's order. A section without content is left out.
import { FaqBlock } from '#client/components/faq/FaqBlock.tsx';
import { EMBED_URL_PATTERNS } from '#core/domain/embeds.ts';
import type { EventDetail } from '#core/views.ts';

type Section = EventDetail['sections'][number];
type Data = Record<string, unknown>;

const str = (d: Data, k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
const list = (d: Data, k: string) =>
  Array.isArray(d[k]) ? (d[k] as Data[]).filter((x) => typeof x === 'object' && x !== null) : [];

function Html({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized once, at sync time (sync/map/html.ts).
  return <div className="prose mt-3 text-slate-700" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The cancellation policy's anchor: the tickets link to it (core/domain/trust/lines.ts). */
export const CANCELLATION_ID = 'cancellation-policy';

/** Whether the event has a cancellation policy that says something: the one the page shows, and links to. */
export function hasCancellationPolicy(sections: readonly Section[]): boolean {
  const bodyOf = (s: Section) => (typeof s.data === 'object' && s.data !== null ? str(s.data as Data, 'body') : '');
  return sections.some((s) => s.kind === 'cancellation' && bodyOf(s).trim() !== '');
}

function Titled({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section className="mt-10" id={id}>
      <h2 className="heading-2 mb-3">{title}</h2>
      {children}
    </section>
  );
}

function OneSection({ section }: { section: Section }) {
  const d = (typeof section.data === 'object' && section.data !== null ? section.data : {}) as Data;
  const title = str(d, 'title');
  switch (section.kind) {
    case 'agenda': {
      const items = list(d, 'items').filter((i) => str(i, 'title') || str(i, 'description'));
      if (!items.length) return null;
      return (
        <Titled title={title || 'Agenda'}>
          <ol className="m-0 list-none divide-y divide-slate-200 p-0" data-testid="event-agenda">
            {items.map((i) => (
              <li
                key={`${str(i, 'time')}|${str(i, 'title')}|${str(i, 'description')}`}
                className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]"
              >
                <span className="font-semibold text-slate-700">{str(i, 'time')}</span>
                <span>
                  <span className="font-semibold text-ink">{str(i, 'title')}</span>
                  {str(i, 'description') ? <span className="block text-slate-600">{str(i, 'description')}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        </Titled>
      );
    }
    case 'cancellation':
    case 'info_card': {
      const body = str(d, 'body');
      if (!body.trim()) return null;
      const heading = title || (section.kind === 'cancellation' ? 'Cancellation policy' : 'Good to know');
      return section.kind === 'info_card' ? (
        <aside className="panel mt-10" aria-label={heading} data-testid="event-info-card">
          <h2 className="heading-3">{heading}</h2>
          <Html html={body} />
        </aside>
      ) : (
        <Titled title={heading} id={CANCELLATION_ID}>
          <Html html={body} />
        </Titled>
      );
    }
    case 'video': {
      const url = str(d, 'url');
      if (!/^https:\/\//.test(url)) return null;
      // Only the players the CSP frames are embedded (core/domain/embeds.ts); others are linked.
      if (!EMBED_URL_PATTERNS.some((p) => p.test(url)))
        return (
          <Titled title={title || 'Video'}>
            <a className="btn-secondary" href={url} rel="noopener">
              Watch the video
            </a>
          </Titled>
        );
      return (
        <Titled title={title || 'Video'}>
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-100">
            <iframe
              className="h-full w-full border-0"
              src={url}
              title={title || 'Event video'}
              loading="lazy"
              allowFullScreen
            />
          </div>
        </Titled>
      );
    }
    case 'faqs': {
      const entries = list(d, 'items')
        .map((i) => ({ question: str(i, 'question'), answerHtml: str(i, 'answer') }))
        .filter((e) => e.question.trim() && e.answerHtml.trim());
      return (
        <FaqBlock
          faq={entries.length ? { slug: 'event', entries } : null}
          heading={title || 'Frequently asked questions'}
        />
      );
    }
    default:
      return null;
  }
}

export function EventSections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((s) => (
        <OneSection key={s.position} section={s} />
      ))}
    </>
  );
}
