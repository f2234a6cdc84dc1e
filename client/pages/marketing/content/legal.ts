// The legal pages, written as a small US company writes them: plain words, the company's contact
// details at the end (the contact section shows the meta of SPEC §1).
import { FREE_STORAGE_GB, GUARANTEE_EXTRA_YEARS } from '#core/domain/constants.ts';
import {
  BOX_DISPATCH_DAYS,
  businessDaysText,
  DIGITIZATION_REDO_DAYS,
  EXPEDITED_DELIVERY_DAYS,
  PRINT_CLAIM_DAYS,
  PRODUCTION_TIMES,
  SOFTWARE_REFUND_DAYS,
  STANDARD_DELIVERY_DAYS,
} from '#core/domain/trust/policies.ts';
import type { MarketingContent } from './types.ts';

const EFFECTIVE = 'January 1, 2026';

export const privacy: MarketingContent = {
  route: 'privacy',
  title: 'Privacy policy',
  description:
    'What personal information Forever Memories collects, why, who we share it with, how long we keep it, and ' +
    'the choices and rights you have.',
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead:
      'Your memories are personal. This policy explains what we collect when you use our site, our apps and our ' +
      'services, what we do with it, and what we never do.',
  },
  updated: EFFECTIVE,
  sections: [
    {
      kind: 'prose',
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run your account, fill your orders and keep your files safe:'],
      list: [
        'Account details: your name, email address, password (stored only as a hash) and, if you give them, ' +
          'your phone number and mailing address.',
        'Orders: what you buy, shipping and billing addresses, and payment confirmations. Card numbers go ' +
          'straight to our payment processor; we never see or store them.',
        'Your content: the photos, videos, audio and documents we digitize for you or that you upload, with ' +
          'the albums, tags and people names you add.',
        'Usage: pages visited, the device and browser used, and marketing tags (such as utm_source) on the ' +
          'link that brought you to us, to understand what works.',
        'Support: what you tell us by email, phone or chat.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How we use it',
      paragraphs: [
        'To provide the services you ask for, to ship and track your boxes and orders, to answer your ' +
          'questions, to keep the service secure, and, if you agree, to tell you about offers. You can ' +
          'unsubscribe from marketing emails with one click; order and account emails keep coming while you have ' +
          'an account.',
        'Facial recognition runs only when you turn it on, only on your own files, and the face models it ' +
          'builds are used only to group your photos for you.',
      ],
    },
    {
      kind: 'prose',
      heading: 'What we never do',
      paragraphs: [
        'We do not sell your personal information or your content. We do not use your photos or videos to ' +
          'advertise, and we do not let anyone else train software on them.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Who we share it with',
      paragraphs: [
        'Service providers who work for us under contract and only on our instructions: payment processing, ' +
          'shipping carriers, cloud hosting, email delivery and customer support tools. If you buy through an ' +
          'ambassador, that ambassador sees your name and order total so they can help you. We disclose ' +
          'information when the law requires it, and we will tell you unless we are forbidden to.',
      ],
    },
    {
      kind: 'prose',
      heading: 'How long we keep it',
      paragraphs: [
        `Files in permanent storage are kept for your lifetime plus ${GUARANTEE_EXTRA_YEARS} years, as our ` +
          `guarantee promises. Files in the free ${FREE_STORAGE_GB} GB that never became permanent are deleted ` +
          `12 months after your account closes. Order records are kept for seven years for tax purposes. You can ` +
          `delete files and close your account at any time.`,
      ],
    },
    {
      kind: 'prose',
      heading: 'Cookies',
      paragraphs: [
        'We use a sign-in cookie to keep you logged in (for up to one year), a few preference cookies (such as ' +
          'whether you show draft posts), and analytics that measure visits. We do not use third-party ' +
          'advertising cookies.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Your rights',
      paragraphs: [
        'Wherever you live, you may ask for a copy of your personal information, correct it, download your ' +
          'files, or ask us to delete your account. Residents of California and other states with privacy laws ' +
          'have these rights by law, and we will not treat you differently for using them. Email us and we will ' +
          'answer within 30 days.',
        'Our services are not directed to children under 13, and we do not knowingly collect their information.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Changes',
      paragraphs: [
        'If we change this policy in a way that matters, we will email account holders at least 30 days before ' +
          'the change takes effect.',
      ],
    },
    { kind: 'contact', heading: 'Questions about privacy' },
  ],
};

export const tos: MarketingContent = {
  route: 'tos',
  title: 'Terms of service',
  description:
    'The terms for using the Forever Memories website, apps, digitization, storage and printing services: your ' +
    'account, your content, orders, payments and disputes.',
  hero: {
    eyebrow: 'Legal',
    title: 'Terms of service',
    lead:
      'These terms are the agreement between you and us when you use our website, apps and services. We have ' +
      'tried to keep them short and readable.',
  },
  updated: EFFECTIVE,
  sections: [
    {
      kind: 'prose',
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18, or have a parent or guardian’s permission, to open an account. Keep your ' +
          'password to yourself; you are responsible for what happens under your account. Tell us at once if you ' +
          'think someone else has used it.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Your content stays yours',
      paragraphs: [
        'You keep every right you have in the media you send or upload. You give us only the permission we ' +
          'need to provide the service: to digitize, store, copy, convert, display and print your content for ' +
          'you and for the people you share it with.',
        'Send us only media you own or have the right to copy. We will not digitize commercially produced, ' +
          'copy-protected movies or music.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Orders and payment',
      paragraphs: [
        'Prices are in US dollars and shown before you order. Digitization is priced per item as described on ' +
          'our site; if what arrives in your box differs from your order, we will contact you before doing any ' +
          'work that costs more. Taxes and shipping are added at checkout. Subscriptions renew until you cancel, ' +
          'and you can cancel any time from your account before the next renewal date.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Care of your originals',
      paragraphs: [
        'We handle every item with care, but old media can be fragile. Tapes may be mold-damaged, film may be ' +
          'brittle, and some items cannot be transferred at all. We will tell you when an item cannot be ' +
          'digitized and will not charge for it. Our liability for loss or damage to an original is limited to ' +
          'the amount you paid to digitize that item, unless you bought additional coverage.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use our services to store or share illegal content, to infringe someone else’s rights, to ' +
          'harass anyone, or to interfere with the service. We may suspend accounts that do.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Disclaimers and liability',
      paragraphs: [
        'Apart from the promises we make expressly (including our storage guarantee), the services are ' +
          'provided as they are. To the extent the law allows, we are not liable for indirect or consequential ' +
          'damages, and our total liability for any claim is limited to what you paid us in the 12 months before ' +
          'it.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Disputes',
      paragraphs: [
        'Please contact us first: most problems are solved with an email. These terms are governed by the laws ' +
          'of the Commonwealth of Pennsylvania, and either of us may bring a claim in small claims court.',
      ],
    },
    { kind: 'contact', heading: 'Contact' },
  ],
};

export const license: MarketingContent = {
  route: 'license',
  title: 'Software and content license',
  description:
    'The license for Forever Memories software (Artisan, Historian, Valet and the mobile apps) and for the ' +
    'digital art kits and blueprints that come with them.',
  hero: {
    eyebrow: 'Legal',
    title: 'Software and content license',
    lead:
      'What you may do with our desktop software, our apps and the digital art, kits and blueprints you get from ' +
      'us.',
  },
  updated: EFFECTIVE,
  sections: [
    {
      kind: 'prose',
      heading: 'Software',
      paragraphs: [
        'When you buy or subscribe to Artisan, Historian or Valet, we grant you a personal, non-transferable ' +
          'license to install and use the software on up to three computers you own. A subscription license ' +
          'lasts while the subscription is active; a lifetime license lasts as long as you keep it. You may not ' +
          'resell, rent, reverse engineer or redistribute the software.',
        'Our mobile apps are free to install and use with your account, under these same terms.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Digital art, kits and blueprints',
      paragraphs: [
        'Digital art kits, papers, embellishments, templates and blueprints you download from us may be used:',
      ],
      list: [
        'in your personal projects, printed or digital, without limit;',
        'in projects you make for friends and family, as gifts;',
        'in printed products you sell in small quantities (up to 200 copies of a design), as long as our art ' +
          'is not the main thing being sold.',
      ],
    },
    {
      kind: 'prose',
      heading: 'What is not allowed',
      paragraphs: [
        'You may not share, resell or give away the art files themselves, alone or in a bundle, or use them in ' +
          'a logo or trademark. Art made by designers in our marketplace carries its designer’s terms, shown ' +
          'with the product.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Your creations',
      paragraphs: [
        'The books, pages and projects you make with our software and art are yours. We claim no rights in them.',
      ],
    },
    { kind: 'contact', heading: 'Licensing questions' },
  ],
};

/** The printed products' times, as the shipping page says them, from the figures the buy buttons' lines use. */
function productionText(): string {
  const [first, ...rest] = PRODUCTION_TIMES;
  const others = rest.map((t) => `${t.pieces} in ${t.days[0]} to ${t.days[1]}`).join('; ');
  const [fast, slow] = EXPEDITED_DELIVERY_DAYS;
  const standard = `${businessDaysText(STANDARD_DELIVERY_DAYS)} by standard shipping`;
  const expedited = `${fast} to ${slow} days by expedited shipping where it is offered`;
  const made = `${first.pieces} ship in ${businessDaysText(first.days)}; ${others}.`;
  return `${made} Delivery takes another ${standard}, or ${expedited}.`;
}

export const shipping: MarketingContent = {
  route: 'shipping',
  title: 'Shipping',
  description:
    'How Forever Boxes and printed products ship: tracked, insured both ways, how long each takes, and what ' +
    'shipping costs.',
  hero: {
    eyebrow: 'Let us help you',
    title: 'Shipping',
    lead:
      'Your memories travel tracked and insured in both directions. Here is how boxes and prints get to you and ' +
      'back, and how long it takes.',
  },
  updated: EFFECTIVE,
  sections: [
    {
      kind: 'features',
      heading: 'Forever Boxes',
      items: [
        {
          title: 'Box to you',
          text:
            `Your empty box ships within ${BOX_DISPATCH_DAYS} business days by UPS Ground, with prepaid return ` +
            `labels inside.`,
        },
        {
          title: 'Box to us',
          text: 'Drop the packed box at any UPS location. It is tracked and insured, and we email you when it arrives.',
        },
        {
          title: 'Originals home',
          text: 'When your order is done your originals ship back by UPS Ground, insured, with a tracking email.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Printed products',
      paragraphs: [
        productionText(),
        'Shipping costs are shown at checkout before you pay. We ship to all 50 states, APO/FPO addresses and ' +
          'US territories. We do not yet ship outside the United States.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Holiday deadlines',
      paragraphs: [
        'Around the holidays we publish order-by dates for each product on our blog and in our emails. Order a ' +
          'few days earlier than you think you need to; carriers are busy in December.',
      ],
    },
    { kind: 'contact', heading: 'Questions about a shipment' },
  ],
};

export const returns: MarketingContent = {
  route: 'returns',
  title: 'Returns and satisfaction',
  description:
    'What happens if a printed product arrives damaged or a digitized file is not right: reprints, redos and ' +
    'refunds from Forever Memories.',
  hero: {
    eyebrow: 'Let us help you',
    title: 'Returns and satisfaction',
    lead:
      'Everything we make is made for you, from your own memories, so most of it cannot be resold. What we can ' +
      'do is make it right.',
  },
  updated: EFFECTIVE,
  sections: [
    {
      kind: 'prose',
      heading: 'Printed products',
      paragraphs: [
        `If a print, book or gift arrives damaged, misprinted or not as you ordered it, email us within ` +
          `${PRINT_CLAIM_DAYS} days of delivery with your order number and a photo. We will reprint it at no ` +
          `charge or refund it, whichever you prefer. You do not need to send the damaged item back.`,
        'Because personalized products are made to order, we cannot accept returns for a change of mind, or ' +
          'for errors in text or photos that were in the design you approved.',
      ],
    },
    {
      kind: 'prose',
      heading: 'Digitization',
      paragraphs: [
        `If a transfer is not right (a tape that skips, a photo scanned crooked, a missing file), tell us ` +
          `within ${DIGITIZATION_REDO_DAYS} days of your files arriving. We will redo the item free of charge. ` +
          `Items we could not digitize are never charged.`,
      ],
    },
    {
      kind: 'prose',
      heading: 'Software and subscriptions',
      paragraphs: [
        `Software can be refunded within ${SOFTWARE_REFUND_DAYS} days of purchase. Subscriptions can be ` +
          `cancelled at any time from your account and will not renew; the current period is not refunded except ` +
          `where the law requires it.`,
      ],
    },
    { kind: 'contact', heading: 'Start a reprint or refund' },
  ],
};
