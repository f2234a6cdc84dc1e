// Services and opportunities: photo restoration, pixels2Pages, training, bulk orders, selling
// digital art and the gift guide.
import { GIFT_ROUTES, GIFT_SUBJECTS } from '#core/domain/gifting/gift.ts';
import { P2P_MEMBERSHIP_LINE, P2P_MEMBERSHIP_PERKS } from '#core/domain/p2p-membership.ts';
import { external } from '#core/routes/external.ts';
import { pathTo } from '#core/routes/paths.ts';
import { monthlyAndYearly } from './subscription.ts';
import type { MarketingContent } from './types.ts';

export const photoRestoration: MarketingContent = {
  route: 'photo-restoration-and-colorization',
  imageSlot: 'restoration-hero',
  title: 'Photo restoration and colorization',
  description:
    'Torn, faded, stained or creased photos repaired by hand by our artists, and black-and-white photos ' +
    'colorized, priced per photo.',
  hero: {
    eyebrow: 'Photo restoration',
    title: 'Bring damaged photos back to life',
    lead:
      'Our artists repair tears, stains, fading and creases by hand, and can colorize black-and-white photos ' +
      'with care for skin, fabric and the light of the day they were taken.',
    actions: [{ label: 'See prices', href: '#restoration-plans' }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'How it works',
      items: [
        {
          title: 'Send a scan or the original',
          text: 'Upload a scan, or include the print in your Forever Box and we scan it for you.',
        },
        {
          title: 'An artist restores it',
          text: 'Every photo is worked by hand, not a filter, and checked by a second artist.',
        },
        {
          title: 'Approve or ask for changes',
          text: 'You see the result before it is final; one round of changes is included.',
        },
      ],
    },
    {
      kind: 'plans',
      id: 'restoration-plans',
      heading: 'Prices per photo',
      plans: [
        {
          slug: 'photo-restoration',
          label: 'Restoration',
          per: 'per photo',
          perks: ['Tears, stains, fading and creases repaired'],
        },
        {
          slug: 'photo-colorization',
          label: 'Colorization',
          per: 'per photo',
          perks: ['Black-and-white photos colorized by hand'],
        },
        {
          slug: 'photo-restoration-and-colorization',
          label: 'Restoration and colorization',
          per: 'per photo',
          perks: ['Repaired first, then colorized'],
        },
      ],
    },
    {
      kind: 'testimonial',
      quote: 'The only photo of my grandmother as a girl was cracked right across her face. You would never know now.',
      name: 'Angela P.',
      detail: 'restoration customer, Sacramento, California',
    },
  ],
};

export const p2p: MarketingContent = {
  route: 'pixels2pages',
  imageSlot: 'p2p-hero',
  title: 'pixels2Pages: the digital scrapbooking community',
  description:
    'pixels2Pages is our members’ community for digital scrapbooking: monthly agendas, challenges, tips, ' +
    'blueprints and videos from designers who love memory keeping.',
  hero: {
    eyebrow: 'pixels2Pages',
    title: 'Make something with your photos, every month',
    lead:
      'pixels2Pages is a community of memory keepers. Members get a monthly agenda, design challenges, ' +
      'step-by-step videos and blueprints, and a place to share what they make.',
    actions: [
      { label: 'Become a member', href: '#pixels2pages-plans' },
      { label: 'Read the latest posts', href: pathTo('pixels2pages-posts') },
    ],
  },
  sections: [
    {
      kind: 'features',
      heading: 'Inside the membership',
      items: [
        { title: 'A monthly agenda', text: 'What to make this month, with everything you need to make it.' },
        { title: 'Challenges', text: 'A theme, a deadline and a gallery of what everyone made.' },
        { title: 'Videos and tips', text: 'Designers show their techniques step by step.' },
        { title: 'Blueprints', text: 'Page layouts to start from, in Artisan and as layered files.' },
      ],
    },
    { kind: 'plans', ...monthlyAndYearly(P2P_MEMBERSHIP_LINE, 'Membership', P2P_MEMBERSHIP_PERKS) },
    { kind: 'gift', route: 'gifting-pixels2pages' },
  ],
};

export const training: MarketingContent = {
  route: 'training',
  title: 'Training community',
  description:
    'Live classes and recorded lessons on digitizing, organizing, designing and preserving family memories, ' +
    'with a community of people doing the same.',
  hero: {
    eyebrow: 'Training',
    title: 'Learn to preserve and tell your family’s story',
    lead:
      'Weekly live classes and a library of recorded lessons on organizing photos, designing books, using our ' +
      'software and researching your family, with a community to ask along the way.',
    actions: [{ label: 'Join the community', href: '#training-plans' }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What you learn',
      items: [
        { title: 'Organizing', text: 'A system for thousands of photos that you will still follow next year.' },
        { title: 'Designing', text: 'Photo books, scrapbook pages and cards in Artisan, from blank page to print.' },
        { title: 'Preserving', text: 'Which originals to digitize first, and how to keep files safe for generations.' },
        { title: 'Researching', text: 'Getting started with census and immigration records.' },
      ],
    },
    { kind: 'plans', ...monthlyAndYearly('training', 'Training', ['Weekly live classes', 'The full lesson library']) },
    {
      kind: 'cta',
      heading: 'Meet us in person',
      text: 'Our events bring the community together for workshops and retreats.',
      action: { label: 'See upcoming events', href: pathTo('events') },
    },
  ],
};

export const bulkOrders: MarketingContent = {
  route: 'bulk-orders',
  title: 'Bulk and custom digitization orders',
  description:
    'Digitizing a large collection for a family, a historical society, a school or a business? We quote bulk ' +
    'and custom projects with a dedicated project manager.',
  hero: {
    eyebrow: 'Bulk orders',
    title: 'Large collections, handled with care',
    lead:
      'Hundreds of tapes, thousands of slides, a whole archive: we quote bulk and custom digitization projects ' +
      'for families, historical societies, libraries, schools and businesses.',
    actions: [{ label: 'Contact us for a quote', href: pathTo('info') }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What bulk projects get',
      items: [
        {
          title: 'A project manager',
          text: 'One person who knows your project, from the first call to the last file.',
        },
        { title: 'Volume pricing', text: 'Per-item prices that fall as the collection grows.' },
        { title: 'Pickup and insured shipping', text: 'Crates and insured freight for collections too big for a box.' },
        {
          title: 'Custom file naming and metadata',
          text: 'Your catalog numbers in the file names, and your descriptions in the files.',
        },
        { title: 'Delivery your way', text: 'Drives, cloud storage, or straight into your archive system.' },
        { title: 'Special formats', text: 'Glass plates, large negatives, oversized prints and rare tape formats.' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Tell us about your collection',
      text:
        'Email or call us with what you have and roughly how much of it. We answer with a written quote within ' +
        'two business days.',
      action: { label: 'Contact us', href: pathTo('info') },
    },
  ],
};

export const createAndSellDigitalArt: MarketingContent = {
  route: 'create-and-sell-digital-art',
  title: 'Create and sell digital art',
  description:
    'Designers sell digital scrapbooking kits, papers, embellishments and blueprints to our community of ' +
    'memory keepers and earn on every sale.',
  hero: {
    eyebrow: 'Make money with us',
    title: 'Sell your designs to people who will use them',
    lead:
      'Our community buys digital papers, embellishments, kits and blueprints every day. Designers sell in our ' +
      'digital art store and earn on every sale.',
    actions: [{ label: 'Visit the digital art store', href: external.digitalArt() }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'How selling works',
      items: [
        {
          title: 'Apply with a portfolio',
          text: 'Show us a few kits or layouts you have made. We answer within two weeks.',
        },
        { title: 'Upload your products', text: 'Set your titles and previews; we host the files and handle checkout.' },
        { title: 'Earn on every sale', text: 'Designers keep 60 percent of each sale, paid monthly.' },
        {
          title: 'Reach Artisan members',
          text: 'Featured designers appear in Artisan’s art browser and in our newsletters.',
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Design with Artisan',
      text: 'Artisan exports kits and blueprints in the formats our store sells.',
      action: { label: 'About Artisan', href: pathTo('artisan') },
    },
  ],
};

export const giftGuide: MarketingContent = {
  route: 'gift-guide',
  imageSlot: 'gifts-hero',
  title: 'Gift guide',
  description:
    'Gifts made from memories: digitization, permanent storage, photo books, prints, software and memberships, ' +
    'for every budget.',
  hero: {
    eyebrow: 'Gift guide',
    title: 'Gifts they will keep forever',
    lead:
      'The best gifts are made from memories. Here are our favorites, from a single mug to a whole family’s ' +
      'tapes saved for good.',
    actions: [
      { label: 'Choose a gift', href: '#gifts-to-give' },
      { label: 'Shop gift certificates', href: external.giftCertificates() },
    ],
  },
  sections: [
    {
      kind: 'features',
      heading: 'Ideas by who it is for',
      items: [
        {
          title: 'For parents and grandparents',
          text: 'Digitize the tapes in their closet and give the whole family a copy.',
          href: pathTo('digital-conversion'),
        },
        {
          title: 'For the family historian',
          text: 'Historian software, or a family research plan with a real genealogist.',
          href: pathTo('historian'),
        },
        {
          title: 'For the scrapbooker',
          text: 'A year of Artisan, or a pixels2Pages membership.',
          href: pathTo('gifting-artisan'),
        },
        {
          title: 'For the new parents',
          text: 'A photo book of the first year, or a year of Forever Storage for the baby photos.',
          href: pathTo('gifting-forever-storage'),
        },
        {
          title: 'For anyone',
          text: 'Photo mugs, blankets, puzzles and calendars from your own pictures.',
          href: pathTo('create-and-print'),
        },
        {
          title: 'When you cannot decide',
          text: 'A gift certificate, delivered by email or printed.',
          href: external.giftCertificates(),
        },
      ],
    },
    {
      kind: 'features',
      id: 'gifts-to-give',
      heading: 'Gifts you can give today',
      intro: 'Each is given for a month, three months or a year, by email or printed to give in person.',
      items: GIFT_ROUTES.map((route) => ({
        title: GIFT_SUBJECTS[route].name,
        text: GIFT_SUBJECTS[route].lead,
        href: pathTo(route),
      })),
    },
    { kind: 'faq', slug: 'gifting', heading: 'Questions about gifts' },
    {
      kind: 'cta',
      heading: 'Create a printed gift',
      text: 'Photo books, canvas prints, mugs and more, designed from your own photos.',
      action: { label: 'Create & Print', href: pathTo('create-and-print') },
    },
  ],
};
