// Artisan, the desktop design software (SPEC §1), and its subscription products (SPEC §3, §9).
import { ARTISAN_MONTHLY_BLUEPRINTS } from '#core/domain/constants.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { MarketingContent } from './types.ts';

const PERKS = ['Free digital art kits every quarter', `${ARTISAN_MONTHLY_BLUEPRINTS} monthly blueprints to start from`];

export const artisan: MarketingContent = {
  route: 'artisan',
  imageSlot: 'artisan-hero',
  title: 'Artisan: design software for photo books and scrapbooks',
  description:
    `Artisan is desktop software for designing photo books, scrapbook pages, cards and wall art, with free ` +
    `digital art kits every quarter and ${ARTISAN_MONTHLY_BLUEPRINTS} monthly blueprints.`,
  hero: {
    eyebrow: 'Artisan software',
    title: 'Design pages you will be proud to print',
    lead:
      `Artisan is our desktop design software for photo books, scrapbook pages, cards and wall art. Members get ` +
      `free digital art kits every quarter and ${ARTISAN_MONTHLY_BLUEPRINTS} monthly blueprints, so a finished ` +
      `page is never far away.`,
    actions: [
      { label: 'See the plans', href: '#artisan-plans' },
      { label: 'Browse digital art', href: external.digitalArt() },
    ],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What Artisan members get',
      items: [
        {
          title: 'Quarterly digital art kits',
          text: 'A new kit of papers, embellishments and word art every quarter, free with your membership.',
        },
        {
          title: `${ARTISAN_MONTHLY_BLUEPRINTS} monthly blueprints`,
          text: 'Ready-made page layouts: drop in your photos, change the colors and the page is done.',
        },
        {
          title: 'Real design tools',
          text:
            'Layers, masks, shadows, text on a path and precise alignment, without the learning curve of a pro ' +
            'suite.',
        },
        {
          title: 'Print-ready',
          text: 'Send a finished book or page straight to Create & Print, sized and bled correctly.',
        },
        {
          title: 'Your photos, organized',
          text: 'Open the photos in your Forever account from inside Artisan, with their albums and tags.',
        },
        { title: 'Windows and Mac', text: 'Install on up to three of your own computers.' },
      ],
    },
    {
      kind: 'plans',
      id: 'artisan-plans',
      trust: 'software',
      heading: 'Choose your Artisan',
      intro:
        'A year of Artisan, Artisan for life, or Artisan for life in twelve payments. Every plan includes the ' +
        'quarterly kits and monthly blueprints.',
      plans: [
        { slug: 'artisan-year', label: 'Artisan, one year', per: 'a year', perks: PERKS },
        {
          slug: 'artisan-lifetime',
          label: 'Artisan Lifetime',
          per: 'one time',
          perks: [...PERKS, 'Every future version included'],
        },
        {
          slug: 'artisan-lifetime-installment',
          label: 'Artisan Lifetime in 12 payments',
          per: 'a month, 12 months',
          perks: PERKS,
        },
        {
          slug: 'artisan6-exclusive-digital-art',
          label: 'Artisan 6 exclusive art collection',
          per: 'one time',
          perks: ['Kits made only for Artisan 6'],
        },
      ],
    },
    {
      kind: 'plans',
      id: 'artisan-gifts',
      trust: 'software',
      heading: 'Give Artisan',
      intro: 'A gift for the scrapbooker in your family, delivered by email or as a printed card.',
      plans: [
        { slug: 'artisan-year-gift', label: 'One year of Artisan, as a gift', per: 'one time', perks: PERKS },
        { slug: 'artisan-lifetime-gift', label: 'Artisan Lifetime, as a gift', per: 'one time', perks: PERKS },
      ],
    },
    { kind: 'gift', route: 'gifting-artisan' },
    {
      kind: 'testimonial',
      quote: 'The monthly blueprints got me unstuck. I finished three years of family vacation books in one winter.',
      name: 'Karen L.',
      detail: 'Artisan member, Boise, Idaho',
    },
    {
      kind: 'cta',
      heading: 'Sell your own designs',
      text: 'Designers who make kits and blueprints with Artisan can sell them to our community.',
      action: { label: 'Create and sell digital art', href: pathTo('create-and-sell-digital-art') },
    },
  ],
};
