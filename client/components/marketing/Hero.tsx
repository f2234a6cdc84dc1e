// The page's opening: its one h1, a sentence on what it offers and up to two links onward.
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

export function Hero({ eyebrow, title, lead, actions = [] }: HeroContent) {
  return (
    <section aria-labelledby="page-title" className="rounded-2xl bg-ink px-6 py-12 text-white sm:px-10 md:py-16" data-testid="marketing-hero">
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{eyebrow}</p> : null}
        <h1 id="page-title" className="mt-3 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg text-slate-200 sm:text-xl">{lead}</p>
        {actions.length ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {actions.map((a, i) => (
              <a key={a.href} href={a.href} className={i === 0 ? 'btn-primary' : 'btn border-white/40 text-white hover:border-white'}>
                {a.label}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
