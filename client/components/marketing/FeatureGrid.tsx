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

/**
 * Columns that leave no card alone on a full row (issue 35): three across for threes, two or four
 * for fours, two for pairs.
 */
function columnsFor(count: number): string {
  if (count === 3) return 'md:grid-cols-3';
  if (count % 3 === 0) return 'sm:grid-cols-2 md:grid-cols-3';
  if (count % 4 === 0) return 'sm:grid-cols-2 lg:grid-cols-4';
  if (count % 2 === 0) return 'sm:grid-cols-2';
  return 'sm:grid-cols-2 md:grid-cols-3';
}

export function FeatureGrid({ heading, intro, id, items }: FeatureGridContent) {
  return (
    <Section heading={heading} intro={intro} id={id} testId="feature-grid">
      <ul className={`mt-8 grid list-none gap-6 p-0 ${columnsFor(items.length)}`}>
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
