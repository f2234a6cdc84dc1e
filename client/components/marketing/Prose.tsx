// Long copy (the legal and information pages): headed passages of paragraphs and lists.
import { Section } from './Section.tsx';

export interface ProseContent {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export function Prose({ heading, paragraphs, list }: ProseContent) {
  return (
    <Section heading={heading} testId="prose">
      <div className="mt-4 max-w-3xl space-y-4 text-slate-700">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {list?.length ? (
          <ul className="list-disc space-y-2 pl-6">
            {list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
