// The page's opening: its one h1, a sentence on what it offers and up to two links onward, beside
// the page's picture when the CMS has one.
import type { PageImage } from '#core/views.ts';
import { HeroPanel } from './HeroPanel.tsx';

export interface MarketingAction {
  label: string;
  href: string;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: readonly MarketingAction[];
}

export function Hero({ eyebrow, title, lead, actions = [], image = null }: HeroContent & { image?: PageImage | null }) {
  return (
    <HeroPanel
      image={image}
      labelledBy="page-title"
      testId="marketing-hero"
      textClassName={
        image ? 'px-6 py-8 sm:px-10 md:py-16' : 'mx-auto max-w-3xl px-6 py-12 text-center sm:px-10 md:py-16'
      }
    >
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{eyebrow}</p> : null}
      <h1 id="page-title" className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-slate-200 sm:mt-5 sm:text-xl">{lead}</p>
      {actions.length ? (
        <div className={`mt-8 flex flex-wrap gap-3 ${image ? '' : 'justify-center'}`}>
          {actions.map((a, i) => (
            <a
              key={a.href}
              href={a.href}
              className={i === 0 ? 'btn-primary' : 'btn border-white/40 text-white hover:border-white'}
            >
              {a.label}
            </a>
          ))}
        </div>
      ) : null}
    </HeroPanel>
  );
}
