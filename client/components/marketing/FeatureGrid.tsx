// What an offer includes, as a grid of short cards.
import { Section } from './Section.tsx';

export interface FeatureGridContent {
  heading: string;
  intro?: string;
  items: readonly { title: string; text: string }[];
}

export function FeatureGrid({ heading, intro, items }: FeatureGridContent) {
  return (
    <Section heading={heading} intro={intro} testId="feature-grid">
      <ul className="mt-8 grid list-none gap-6 p-0 sm:grid-cols-2 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="panel">
            <h3 className="heading-3">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
