// The ambassador and referral programme (SPEC §1, §2.8, §6).
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { MarketingContent } from './types.ts';

export const becomeAnAmbassador: MarketingContent = {
  route: 'become-an-ambassador',
  title: 'Become an ambassador',
  description:
    'Forever Memories ambassadors help families in their community digitize, preserve and print their ' +
    'memories, and earn commission on every order.',
  hero: {
    eyebrow: 'Make money with us',
    title: 'Help families save their memories, and earn doing it',
    lead:
      'Ambassadors share Forever Memories with friends, family and their community, help them with their orders, ' +
      'and earn a commission on every sale. Work from home, on your own schedule.',
    actions: [
      { label: 'Sign up to apply', href: pathTo('sign-up') },
      { label: 'Find an ambassador', href: external.findAmbassador() },
    ],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What ambassadors get',
      items: [
        {
          title: 'Commission on every order',
          text: 'Earn on digitization, storage, prints and software bought through your link.',
        },
        {
          title: 'A share link and banner',
          text: 'Your own link, shown on the site for the customers you bring, so they can always find you.',
        },
        { title: 'Training and events', text: 'Monthly training calls and ambassador meetups at our events.' },
        {
          title: 'Gift management',
          text: 'Send gifts on behalf of your customers, a delivery option only ambassadors have.',
        },
        { title: 'Your own business card', text: 'A printed and digital ambassador card to hand out.' },
        { title: 'No inventory', text: 'We ship everything; you share and help.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'How to apply',
      paragraphs: [
        'Create a free account, then write to us from it with a few lines about yourself and the community you ' +
          'would serve. We answer every application within a week, and new ambassadors start with a welcome call.',
      ],
    },
    {
      kind: 'testimonial',
      quote:
        'I started by digitizing my church’s anniversary tapes. Two years later half the congregation are my ' +
        'customers.',
      name: 'Gloria H.',
      detail: 'ambassador since 2023, Mesa, Arizona',
    },
    {
      kind: 'cta',
      heading: 'Rather just share with a friend?',
      text: 'Anyone with an account can refer friends and earn credit.',
      action: { label: 'Refer a friend', href: pathTo('referrals') },
    },
  ],
};

export const referrals: MarketingContent = {
  route: 'referrals',
  title: 'Refer a friend',
  description:
    'Refer friends and family to Forever Memories: they get a discount on their first order, and you get ' +
    'credit when they order.',
  hero: {
    eyebrow: 'Refer a friend',
    title: 'Share the memories, share the savings',
    lead: 'Send a friend your referral link. They save on their first order, and you get Forever credit when it ships.',
    actions: [{ label: 'Log in to get your link', href: pathTo('log-in') }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'How referrals work',
      items: [
        { title: 'Copy your link', text: 'Every account has a referral link, in the account menu.' },
        { title: 'Your friend saves', text: 'They get 15 percent off their first order of $50 or more.' },
        {
          title: 'You get credit',
          text: '$20 in Forever credit when their order ships, with no limit on how many friends you refer.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Want to do more?',
      text: 'Ambassadors earn commission on every order from the customers they help.',
      action: { label: 'Become an ambassador', href: pathTo('become-an-ambassador') },
    },
  ],
};

export const ambassadorCard: MarketingContent = {
  route: 'ambassador-card',
  title: 'Ambassador card',
  description:
    'The Forever Memories ambassador card: how to recognize an official ambassador, what they can help with, ' +
    'and how to find one near you.',
  hero: {
    eyebrow: 'Ambassadors',
    title: 'Met one of our ambassadors?',
    lead:
      'If someone handed you a Forever Memories ambassador card, they are an independent ambassador who can help ' +
      'you digitize, preserve and print your family’s memories.',
    actions: [{ label: 'Find an ambassador', href: external.findAmbassador() }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What your ambassador can do',
      items: [
        { title: 'Help you order', text: 'Work out what to send, which box to choose and what it will cost.' },
        { title: 'Stay with your order', text: 'Check on your box and answer questions while it is in the lab.' },
        { title: 'Help with gifts', text: 'Send gifts for you, by email or print, on the date you choose.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Is this card real?',
      paragraphs: [
        'Every ambassador card carries the ambassador’s name and a link to their page on our site. If you are ' +
          'not sure, contact us and we will confirm it. Ambassadors never ask for your password or for payment ' +
          'outside our checkout.',
      ],
    },
    { kind: 'contact', heading: 'Confirm an ambassador' },
    {
      kind: 'cta',
      heading: 'Want a card of your own?',
      text: 'Ambassadors earn commission helping families in their community.',
      action: { label: 'Become an ambassador', href: pathTo('become-an-ambassador') },
    },
  ],
};
