// The Forever Club (SPEC §6): its tiers, each sold by the store.
import { clubPlanSlug } from '#core/domain/club.ts';
import { CLUB_TIERS } from '#core/domain/constants.ts';
import { external } from '#core/routes/external.ts';
import type { MarketingContent } from './types.ts';

export const foreverClub: MarketingContent = {
  route: 'forever-club',
  imageSlot: 'club-hero',
  title: 'The Forever Club',
  description:
    `Join the Forever Club from $${CLUB_TIERS[0]} a month: every dollar comes back as Forever credit, plus ` +
    `member pricing and free shipping.`,
  hero: {
    eyebrow: 'Forever Club',
    title: 'A membership that pays you back',
    lead:
      'Choose a monthly amount. Every dollar of it comes back to you as Forever credit for digitizing, storage ' +
      'and prints, and members get member pricing and free shipping on top.',
    actions: [
      { label: 'Choose your tier', href: '#club-tiers' },
      { label: 'See member deals', href: external.deals() },
    ],
  },
  sections: [
    {
      kind: 'features',
      heading: 'Why families join',
      items: [
        {
          title: 'Your money back as credit',
          text: 'Your monthly amount is added to your account as credit that never expires while you are a member.',
        },
        { title: 'Member pricing', text: 'Club prices on digitization, storage and printed products, all year.' },
        { title: 'Free shipping', text: 'Free standard shipping on printed products and on Forever Boxes both ways.' },
        {
          title: 'Pause or change any time',
          text: 'Move up or down a tier, pause for a month, or cancel from your account.',
        },
      ],
    },
    {
      kind: 'plans',
      id: 'club-tiers',
      trust: 'club',
      heading: 'Club tiers',
      intro: 'Pick the tier that matches what you save each month. Higher tiers add bigger member discounts.',
      held: 'club-tier',
      plans: CLUB_TIERS.map((tier, i) => ({
        slug: clubPlanSlug(tier),
        label: `Club ${tier}`,
        per: 'a month',
        perks: [`$${tier} in Forever credit every month`, `${10 + 5 * i}% member discount`, 'Free standard shipping'],
      })),
    },
    {
      kind: 'testimonial',
      quote:
        'I put in fifty a month and by spring we had enough credit to digitize every tape my parents ever recorded.',
      name: 'Tasha W.',
      detail: 'Club 50 member, Raleigh, North Carolina',
    },
  ],
};
