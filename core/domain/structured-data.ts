// JSON-LD (schema.org) for search engines: what a page is about, built from plain values so each
// builder is a pure function with a unit test. client/components/JsonLd.tsx renders one.
import type { CompanyMeta } from '#core/domain/company.ts';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** SPEC §9: every price is in US dollars. */
const CURRENCY = 'USD';

/** Leaves out what is unknown: schema.org reads a missing property better than a null one. */
function defined(entries: Record<string, unknown>): JsonLd {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/**
 * A US postal address written on one line, "street, city, ST 12345" (SPEC §1: an address in a US
 * city), as a PostalAddress; any other shape stays the text it is, which schema.org also takes.
 */
export function postalAddressLd(address: string): JsonLd | string {
  const parts = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!parts) return address;
  const [, streetAddress, addressLocality, addressRegion, postalCode] = parts;
  return { '@type': 'PostalAddress', streetAddress, addressLocality, addressRegion, postalCode, addressCountry: 'US' };
}

/** The company (SPEC §1 meta), on the home page; `logo` is an absolute URL. */
export function organizationLd(company: CompanyMeta, logo: string): JsonLd {
  const address = postalAddressLd(company.address);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: company.name,
    url: company.website,
    logo,
    email: company.email,
    telephone: company.phone,
    address,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: company.email,
      telephone: company.phone,
    },
  };
}

export interface BlogPostingInput {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished: string | null;
  dateModified: string | null;
  author: { name: string; url: string } | null;
  publisher: { name: string; logo: string };
}

export function blogPostingLd(p: BlogPostingInput): JsonLd {
  return defined({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: p.headline,
    description: p.description,
    image: p.image,
    datePublished: p.datePublished,
    dateModified: p.dateModified ?? p.datePublished,
    author: p.author ? { '@type': 'Person', name: p.author.name, url: p.author.url } : null,
    publisher: {
      '@type': 'Organization',
      name: p.publisher.name,
      logo: { '@type': 'ImageObject', url: p.publisher.logo },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': p.url },
  });
}

/** The trail from the home page to this one, each with its absolute URL. */
export function breadcrumbLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** An FAQ block's questions and answers (answers as sanitized HTML, which schema.org's text allows). */
export function faqPageLd(entries: { question: string; answerHtml: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answerHtml },
    })),
  };
}

/** A ticket of an event: its price comes from the store (live), so it may not be known. */
export interface EventOfferInput {
  name?: string | null;
  priceCents: number | null;
  /** Where the ticket is bought (absolute). */
  url: string;
  availability?: 'InStock' | 'SoldOut' | 'PreOrder' | null;
  /** When this price starts to apply (an early-bird price ends where the next begins). */
  validFrom?: string | null;
}

export interface EventInput {
  url: string;
  name: string;
  description?: string | null;
  startDate: string;
  endDate?: string | null;
  image?: string | null;
  /** A place's name and address, or an online event's URL; null when the editor gave none. */
  location: { name: string; address?: string | null } | { url: string } | null;
  organizer?: { name: string; url: string } | null;
  offers?: readonly EventOfferInput[] | null;
}

/** "49.00": a price schema.org and search engines read without a locale. */
const price = (cents: number) => (cents / 100).toFixed(2);

function offerLd(o: EventOfferInput): JsonLd | null {
  if (o.priceCents === null || !Number.isFinite(o.priceCents) || o.priceCents < 0) return null;
  return defined({
    '@type': 'Offer',
    name: o.name,
    price: price(o.priceCents),
    priceCurrency: CURRENCY,
    url: o.url,
    availability: o.availability ? `https://schema.org/${o.availability}` : null,
    validFrom: o.validFrom,
  });
}

function locationLd(location: EventInput['location']): JsonLd | null {
  if (location === null) return null;
  if ('url' in location) return { '@type': 'VirtualLocation', url: location.url };
  return defined({
    '@type': 'Place',
    name: location.name,
    address: location.address ? postalAddressLd(location.address) : null,
  });
}

/**
 * An event (for the events pages): online when its location is a URL. What is not known (an end,
 * an image, a place, a ticket whose price the store did not give) is left out, not guessed.
 */
export function eventLd(e: EventInput): JsonLd {
  const offers = (e.offers ?? []).map(offerLd).filter((o) => o !== null);
  return defined({
    '@context': CONTEXT,
    '@type': 'Event',
    name: e.name,
    description: e.description,
    startDate: e.startDate,
    endDate: e.endDate,
    image: e.image,
    url: e.url,
    eventAttendanceMode:
      e.location === null
        ? null
        : 'url' in e.location
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
    location: locationLd(e.location),
    organizer: e.organizer ? { '@type': 'Organization', name: e.organizer.name, url: e.organizer.url } : null,
    offers,
  });
}

export interface ProductInput {
  name: string;
  description?: string | null;
  /** The product's identifier in the store (its slug). */
  sku?: string | null;
  brand: string;
  offer: EventOfferInput;
  image?: string | null;
  /** Reviews: an average out of 10 (the store's scale) and how many. */
  rating?: { average: number; count: number } | null;
}

/** The store rates 0 to 10; schema.org is told the scale rather than a rescaled number. */
function ratingLd(r: ProductInput['rating']): JsonLd | null {
  if (!r || r.count <= 0) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: r.average.toFixed(1),
    bestRating: '10',
    worstRating: '0',
    ratingCount: r.count,
  };
}

/** A product sold on a marketing page (a plan, a membership), with its live price as an Offer. */
export function productLd(p: ProductInput): JsonLd {
  return defined({
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    image: p.image,
    offers: offerLd(p.offer),
    aggregateRating: ratingLd(p.rating),
  });
}

/** The JSON for a <script type="application/ld+json">: "<" escaped so it cannot close the element. */
export const serializeLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
