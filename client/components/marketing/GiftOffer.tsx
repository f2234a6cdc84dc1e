// "It can be given": the band on a gifted product's own page that leads to its gifting page, so
// the gift pages are found from what they give (issue 35).
import { GIFT_DURATIONS } from '#core/domain/constants.ts';
import { GIFT_SUBJECTS, type GiftRoute } from '#core/domain/gifting/gift.ts';
import { pathTo } from '#core/routes/paths.ts';
import { Section } from './Section.tsx';

export interface GiftOfferContent {
  route: GiftRoute;
}

const labels = GIFT_DURATIONS.map((d) => d.label);
const LENGTHS = `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

export function GiftOffer({ route }: GiftOfferContent) {
  const subject = GIFT_SUBJECTS[route];
  return (
    <Section heading="Give it as a gift" tinted testId="gift-offer">
      <p className="mt-3 max-w-3xl text-slate-700">
        {subject.name} can be given for {LENGTHS}, by email or printed to give in person.
      </p>
      <a href={pathTo(route)} className="btn-primary mt-6">
        Give {subject.name}
      </a>
    </Section>
  );
}
