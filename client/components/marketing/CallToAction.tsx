// The page's closing invitation: one sentence and one link.
import type { MarketingAction } from './Hero.tsx';
import { Section } from './Section.tsx';

export interface CallToActionContent {
  heading: string;
  text: string;
  action: MarketingAction;
}

export function CallToAction({ heading, text, action }: CallToActionContent) {
  return (
    <Section heading={heading} tinted testId="call-to-action">
      <p className="mt-3 max-w-3xl text-slate-700">{text}</p>
      <a href={action.href} className="btn-primary mt-6">
        {action.label}
      </a>
    </Section>
  );
}
