// The company's own pages: its story, how to reach it and its guarantee.
import { FREE_STORAGE_GB, GUARANTEE_EXTRA_YEARS } from '#core/domain/constants.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { MarketingContent } from './types.ts';

export const ourStory: MarketingContent = {
  route: 'our-story',
  imageSlot: 'story-hero',
  title: 'Our story',
  description:
    'How a family-run video transfer shop in Pittsburgh grew into Forever Memories: digitizing, preserving and ' +
    'printing the memories of families across the United States.',
  hero: {
    eyebrow: 'Our story',
    title: 'We started with one box of tapes',
    lead:
      'In 2009 our founder digitized her grandparents’ wedding films in a spare bedroom. Neighbors asked her to ' +
      'do theirs. Today a team of lab technicians, designers and genealogists does the same for families across ' +
      'the country, by hand, one box at a time.',
    actions: [
      { label: 'Meet the team', href: pathTo('our-story-team') },
      { label: 'Read our press releases', href: pathTo('press-releases') },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'From a spare bedroom to two labs',
      paragraphs: [
        'The first orders came in shoeboxes: VHS tapes, 8mm reels, envelopes of slides. Every one was logged, ' +
          'cleaned and transferred by a person, not a conveyor belt, and every original went back to its family. ' +
          'That has not changed.',
        'We moved into our first lab in 2012 and opened our second in 2024. Along the way we added permanent ' +
          'cloud storage so digitized memories had somewhere safe to live, then printing, so they could come ' +
          'back off the screen as photo books, calendars and gifts.',
        'We are still a small company. Customer care, the lab and the design studio sit in the same building, ' +
          'and the people who answer your email can walk over and check on your box.',
      ],
    },
    {
      kind: 'features',
      heading: 'What we believe',
      items: [
        {
          title: 'Originals come home',
          text:
            'We never discard or keep your tapes, film or photos. They travel tracked both ways and come back ' +
            'with your files.',
        },
        {
          title: 'Memories should outlast us',
          text:
            `Stored files are guaranteed for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years, so your ` +
            `grandchildren inherit them.`,
        },
        {
          title: 'Hands, not hoppers',
          text: 'Every item is handled by a trained technician who cleans, repairs and adjusts it before transfer.',
        },
        {
          title: 'Families share',
          text:
            'Albums, people tags and shared links make a digitized collection something the whole family can ' +
            'enjoy.',
        },
        {
          title: 'Fair, plain prices',
          text: 'You see what an item costs before you ship it, and the estimator adds it up for you.',
        },
        {
          title: 'Real help',
          text:
            'Our support team answers by email and phone from our Pittsburgh office, in business hours, every ' +
            'weekday.',
        },
      ],
    },
    {
      kind: 'testimonial',
      quote:
        'They found my father’s voice on a cassette I thought was blank. I cannot tell you what that meant to ' +
        'my mother.',
      name: 'Denise R.',
      detail: 'customer since 2016, Columbus, Ohio',
    },
    {
      kind: 'cta',
      heading: 'Start with one box',
      text:
        'Tell us what you have and we will send a box with prepaid labels. Most families start with the tapes in ' +
        'the hall closet.',
      action: { label: 'Digitize your memories', href: pathTo('digital-conversion') },
    },
  ],
};

export const info: MarketingContent = {
  route: 'info',
  title: 'Contact and company information',
  description:
    'How to reach Forever Memories: our mailing address, support email, phone number and hours, and where to ' +
    'find answers fast.',
  hero: {
    eyebrow: 'Contact & info',
    title: 'How to reach us',
    lead:
      'Questions about an order, a box in transit or what we can digitize? Our support team is here every ' +
      'weekday, and most emails are answered the same day.',
    actions: [
      { label: 'Visit the help centre', href: external.helpCentre() },
      { label: 'Track my box', href: pathTo('digital-conversion-track-my-box') },
    ],
  },
  sections: [
    { kind: 'contact', heading: 'Our address and support' },
    {
      kind: 'prose',
      heading: 'Hours',
      paragraphs: [
        'Phone and email support: Monday to Friday, 9 a.m. to 6 p.m. Eastern Time, except US federal holidays.',
        'Please do not drop off media at our office: ship it in a Forever Box so it is logged, insured and ' +
          'tracked from the moment it leaves your home.',
      ],
    },
    {
      kind: 'features',
      heading: 'Find answers fast',
      items: [
        { title: 'Shipping', text: 'How boxes and prints travel, how long they take and what it costs.' },
        { title: 'Returns', text: 'What to do if a print arrives damaged or a transfer is not right.' },
        {
          title: 'Our guarantee',
          text: `Why stored files are guaranteed for a lifetime plus ${GUARANTEE_EXTRA_YEARS} years.`,
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Press and partnerships',
      text:
        'Journalists and partners can reach us at the same support address; write “press” or ' +
        '“partnership” in ' +
        'the subject and it will reach the right person.',
      action: { label: 'Read our press releases', href: pathTo('press-releases') },
    },
  ],
};

export const guarantee: MarketingContent = {
  route: 'guarantee',
  title: 'Our guarantee: your lifetime plus 100 years',
  description:
    `Files in Forever storage are guaranteed for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years, paid once, ` +
    `with no monthly fee. Here is how we keep that promise.`,
  hero: {
    eyebrow: 'Our guarantee',
    title: `Your lifetime plus ${GUARANTEE_EXTRA_YEARS} years`,
    lead:
      'Permanent storage means permanent. Pay for your space once and your files are kept, copied and readable ' +
      'for your lifetime and a century after it, for your children and theirs.',
    actions: [{ label: 'Explore permanent storage', href: pathTo('preserve-and-share') }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'How we keep the promise',
      items: [
        {
          title: 'Paid once',
          text: 'Permanent storage is a one-time purchase, or 24 monthly payments. There is no subscription to lapse.',
        },
        {
          title: 'Copies in several places',
          text:
            'Every file is kept in more than one data center in more than one region, and checked regularly for ' +
            'damage.',
        },
        {
          title: 'Formats that stay readable',
          text: 'As file formats age we convert them, so a video saved today still plays decades from now.',
        },
        {
          title: 'An endowment for the future',
          text: 'Part of every storage purchase funds the cost of keeping files long after the purchase is made.',
        },
        {
          title: 'Your heirs inherit access',
          text: 'You can name who receives your account, so memories pass on instead of disappearing.',
        },
        {
          title: 'Free to start',
          text: `Every account gets ${FREE_STORAGE_GB} GB free. It becomes permanent with your first storage purchase.`,
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'What the guarantee covers',
      paragraphs: [
        `Files stored in permanent storage you have paid for are kept available to you and the people you name ` +
          `for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years. If we ever cannot keep that promise, we will ` +
          `deliver your files to you or your heirs on a drive, at no charge, and give notice at least one year ` +
          `ahead.`,
        `The free ${FREE_STORAGE_GB} GB every account starts with is not permanent until you buy storage. ` +
          `Files you delete yourself are removed after 30 days.`,
      ],
    },
    { kind: 'faq', slug: 'cloud-storage', heading: 'Questions about storage' },
    {
      kind: 'cta',
      heading: 'Give your memories a permanent home',
      text:
        'Choose the space you need, pay once, and stop worrying about hard drives that fail and accounts that ' +
        'lapse.',
      action: { label: 'Choose a storage plan', href: pathTo('preserve-and-share') },
    },
  ],
};
