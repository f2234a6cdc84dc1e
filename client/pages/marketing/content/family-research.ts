// Family research and genealogy coaching (SPEC §3 plan slugs, §9 hours, rates and reports).

import type { PlanSpec } from '#client/components/marketing/PlanTable.tsx';
import {
  COACHING_HOURS_PER_MONTH,
  CONSULTATION_HOURS,
  RESEARCH_HOURS_PER_MONTH,
  RESEARCH_PLAN_MONTHS,
} from '#core/domain/constants.ts';
import type { MarketingContent } from './types.ts';

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

function plan(kind: 'research' | 'coaching', months: (typeof RESEARCH_PLAN_MONTHS)[number]): PlanSpec {
  const perMonth = kind === 'research' ? RESEARCH_HOURS_PER_MONTH : COACHING_HOURS_PER_MONTH;
  return {
    slug:
      kind === 'research' ? `family-research-${months}-month-plan` : `genealogy-coaching-project-${months}-month-plan`,
    label: `${kind === 'research' ? 'Research' : 'Coaching'}, ${months} months`,
    per: `for ${months} months`,
    hours: { months, perMonth },
    perks: [
      `${hours(perMonth)} of ${kind === 'research' ? 'research by a genealogist' : 'one-on-one coaching'} every month`,
      'A written report every month',
      `${hours(months * perMonth)} in all`,
    ],
  };
}

export const familyResearch: MarketingContent = {
  route: 'family-research',
  imageSlot: 'family-research-hero',
  title: 'Family research and genealogy coaching',
  description:
    `Professional genealogists research your family tree ${RESEARCH_HOURS_PER_MONTH} hours a month, or coach you ` +
    `${hours(COACHING_HOURS_PER_MONTH)} a month, for 3, 6 or 12 months, with a report every month.`,
  hero: {
    eyebrow: 'Family research',
    title: 'Find the people behind the photos',
    lead:
      'Our genealogists search census, immigration, military, church and civil records for your ancestors, or ' +
      'coach you as you do it yourself. Every plan includes a written report each month.',
    actions: [
      { label: 'See research plans', href: '#research-plans' },
      { label: 'See coaching plans', href: '#coaching-plans' },
    ],
  },
  sections: [
    {
      kind: 'features',
      heading: 'How it works',
      items: [
        {
          title: 'Tell us your question',
          text: 'Who came over, where a line goes cold, a family story you want proved or disproved.',
        },
        {
          title: 'We search the records',
          text:
            'Online databases and the archives behind them: census, passenger lists, vital records, land and ' +
            'probate.',
        },
        {
          title: 'A report every month',
          text: 'What we searched, what we found, the sources, and what we recommend next.',
        },
      ],
    },
    {
      kind: 'plans',
      id: 'research-plans',
      heading: 'Research plans',
      intro:
        `A genealogist researches for you ${RESEARCH_HOURS_PER_MONTH} hours a month. The hourly rate is the ` +
        `monthly price divided by ${RESEARCH_HOURS_PER_MONTH}.`,
      plans: RESEARCH_PLAN_MONTHS.map((m) => plan('research', m)),
    },
    {
      kind: 'plans',
      id: 'coaching-plans',
      heading: 'Coaching plans',
      intro:
        `Do your own research with an expert beside you: ${hours(COACHING_HOURS_PER_MONTH)} of coaching a month, ` +
        `by video call.`,
      plans: RESEARCH_PLAN_MONTHS.map((m) => plan('coaching', m)),
    },
    {
      kind: 'plans',
      id: 'consultation',
      heading: 'Not sure where to start?',
      intro: `Book a one-time ${hours(CONSULTATION_HOURS)} consultation, or ask us to quote a larger project.`,
      plans: [
        {
          slug: 'family-research-consultation',
          label: 'One-time consultation',
          per: 'one time',
          perks: [`${hours(CONSULTATION_HOURS)} with a genealogist`, 'A written plan for your next steps'],
        },
        {
          slug: 'forever-family-research',
          label: 'Forever Family Research',
          per: 'quoted',
          perks: ['A research project quoted to your family’s questions'],
        },
      ],
    },
    { kind: 'researchers', heading: 'Your researchers' },
    {
      kind: 'testimonial',
      quote: 'Daniel found my great-grandfather’s ship manifest after our family had looked for forty years.',
      name: 'Robert M.',
      detail: 'research client, Tulsa, Oklahoma',
    },
  ],
};
