// What an offer includes, as a grid of short cards.
import { Section } from './Section.tsx';

export interface FeatureGridContent {
  heading: string;
  intro?: string;
  /** An anchor a hero action can point at. */
  id?: string;
  /** A card with an href leads on: its title is the link. */
  items: readonly { title: string; text: string; href?: string }[];
}

export function FeatureGrid({ heading, intro, id, items }: FeatureGridContent) {
  return (
    <Section heading={heading} intro={intro} id={id} testId="feature-grid">
      <ul className="mt-8 grid list-none gap-6 p-0 sm:grid-cols-2 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="panel">
            <h3 className="heading-3">
              {item.href ? (
                <a href={item.href} className="text-brand-700 underline-offset-4 hover:underline">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-2 text-slate-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
