// The software and apps line (SPEC §1, §2.9 "software and apps"): Historian, Valet, facial
// recognition, video streaming and the mobile apps.
import { FREE_STORAGE_GB, GUARANTEE_EXTRA_YEARS } from '#core/domain/constants.ts';
import { pathTo } from '#core/routes/paths.ts';
import { monthlyAndYearly } from './subscription.ts';
import type { MarketingContent } from './types.ts';

export const historian: MarketingContent = {
  route: 'historian',
  title: 'Historian: family history software',
  description:
    'Historian is desktop software for building family trees, timelines and heritage books from your photos, ' +
    'documents and stories.',
  hero: {
    eyebrow: 'Historian software',
    title: 'Tell your family’s story, not just its dates',
    lead:
      'Historian brings together your family tree, your digitized photos and documents, and the stories behind ' +
      'them, then turns them into timelines and heritage books to print and share.',
    actions: [{ label: 'Buy Historian', href: '#historian-plans' }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What Historian does',
      items: [
        { title: 'Family trees', text: 'Build your tree by hand or import a GEDCOM file from any genealogy site.' },
        {
          title: 'Photos on every branch',
          text: 'Attach photos, letters and certificates from your Forever account to the people in them.',
        },
        {
          title: 'Timelines',
          text: 'See a life against the history it was lived in: wars, moves, births and weddings on one line.',
        },
        {
          title: 'Heritage books',
          text: 'Turn a branch of the tree into a printed book, laid out for you, ready for Create & Print.',
        },
        {
          title: 'Sources kept',
          text: 'Every fact keeps its source, so the next researcher in your family can trust it.',
        },
        { title: 'Windows and Mac', text: 'A one-time purchase, installed on up to three of your computers.' },
      ],
    },
    {
      kind: 'plans',
      id: 'historian-plans',
      trust: 'software',
      heading: 'Get Historian',
      plans: [
        {
          slug: 'historian-software',
          label: 'Historian',
          per: 'one time',
          perks: ['Free updates for the current version', 'Install on up to three computers'],
        },
      ],
    },
    {
      kind: 'cta',
      heading: 'Want help with the research?',
      text: 'Our genealogists can research your family for you, or coach you as you go.',
      action: { label: 'Family research plans', href: pathTo('family-research') },
    },
  ],
};

export const valet: MarketingContent = {
  route: 'valet',
  imageSlot: 'valet-hero',
  title: 'Valet: photo organizing software',
  description:
    'Valet finds every photo and video on your computer, removes the duplicates and organizes the rest by ' +
    'date, ready to upload to permanent storage.',
  hero: {
    eyebrow: 'Valet software',
    title: 'Every photo on your computer, found and sorted',
    lead:
      'Valet searches your drives for photos and videos, sets aside the duplicates, and organizes what is left ' +
      'by date and event, so you can finally see what you have.',
    actions: [{ label: 'Buy Valet', href: '#valet-plans' }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What Valet does',
      items: [
        {
          title: 'Finds everything',
          text: 'Every drive and folder, including old phone backups and forgotten downloads.',
        },
        {
          title: 'Removes duplicates',
          text: 'Exact and near-identical copies set aside for you to review, never deleted without asking.',
        },
        { title: 'Sorts by date', text: 'Folders by year and month, read from each file’s own date.' },
        {
          title: 'Uploads for safekeeping',
          text: 'Send the sorted collection to your Forever account’s permanent storage.',
        },
      ],
    },
    {
      kind: 'plans',
      id: 'valet-plans',
      trust: 'software',
      heading: 'Get Valet',
      plans: [
        {
          slug: 'valet-software',
          label: 'Valet',
          per: 'one time',
          perks: ['Windows and Mac', 'Install on up to three computers'],
        },
      ],
    },
  ],
};

export const facialRecognition: MarketingContent = {
  route: 'facial-recognition',
  imageSlot: 'facial-recognition-hero',
  title: 'Facial recognition for your family photos',
  description:
    'Find every photo of a person in your Forever account: facial recognition groups faces across decades of ' +
    'digitized and uploaded photos, privately.',
  hero: {
    eyebrow: 'Facial recognition',
    title: 'Find everyone, in every photo',
    lead:
      'Name a face once and we find that person across your whole collection, from baby pictures to last summer. ' +
      'It runs only on your own photos, only when you turn it on.',
    actions: [{ label: 'See plans', href: '#facial-recognition-plans' }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'How it helps',
      items: [
        {
          title: 'Faces across decades',
          text: 'It matches a face as it ages, so a grandmother’s wedding photo joins her later ones.',
        },
        { title: 'People albums', text: 'Every person you name gets an album that fills itself as you add photos.' },
        {
          title: 'Private by design',
          text: 'Face data is used only to organize your photos and is deleted if you turn the feature off.',
        },
      ],
    },
    {
      kind: 'plans',
      ...monthlyAndYearly('facial-recognition', 'Facial recognition', [
        'Unlimited photos in your account',
        'People albums',
      ]),
    },
    { kind: 'gift', route: 'gifting-facial-recognition' },
  ],
};

export const video: MarketingContent = {
  route: 'video',
  imageSlot: 'video-hero',
  title: 'Video streaming for your family movies',
  description:
    'Stream your digitized home movies on any screen and share them with family, in full quality, with a ' +
    'monthly or yearly video streaming plan.',
  hero: {
    eyebrow: 'Video streaming',
    title: 'Your home movies, on every screen',
    lead:
      'Watch digitized tapes and film on your phone, tablet or TV, and share a link so the whole family can ' +
      'watch too, without downloading a thing.',
    actions: [{ label: 'See plans', href: '#video-streaming-plans' }],
  },
  sections: [
    {
      kind: 'features',
      heading: 'What a plan includes',
      items: [
        { title: 'Full-quality streaming', text: 'Every digitized video plays in the quality it was transferred in.' },
        { title: 'Share with a link', text: 'Family can watch without an account; you decide who and for how long.' },
        { title: 'Chapters', text: 'Jump to the birthday or the wedding instead of fast-forwarding a two-hour tape.' },
      ],
    },
    {
      kind: 'plans',
      ...monthlyAndYearly('video-streaming', 'Video streaming', ['Stream on any device', 'Share links with family']),
    },
    { kind: 'gift', route: 'gifting-video-streaming' },
  ],
};

export const mobileApps: MarketingContent = {
  route: 'mobile-apps',
  title: 'Mobile apps',
  description:
    `The Forever Memories apps for iPhone and Android: back up your phone’s photos to permanent storage, browse ` +
    `your family collection and share it, free with ${FREE_STORAGE_GB} GB to start.`,
  hero: {
    eyebrow: 'Mobile apps',
    title: 'Your family collection, in your pocket',
    lead:
      'Back up the photos on your phone, browse everything we have digitized for you, and share albums with ' +
      'family from anywhere. The apps are free for iPhone and Android.',
  },
  sections: [
    {
      kind: 'features',
      heading: 'What the apps do',
      items: [
        {
          title: 'Automatic backup',
          text: 'New photos and videos go to your Forever account over Wi-Fi, in full resolution.',
        },
        {
          title: 'Your whole collection',
          text: 'Browse digitized tapes, film and photos alongside the ones you took yesterday.',
        },
        { title: 'Share albums', text: 'Send an album link to family, or invite them to add their own photos.' },
        { title: 'Free to start', text: `Every account includes ${FREE_STORAGE_GB} GB of free storage.` },
      ],
    },
    {
      kind: 'cta',
      heading: 'Need more room?',
      text: `Permanent storage is paid once and kept for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years.`,
      action: { label: 'See our guarantee', href: pathTo('guarantee') },
    },
  ],
};
