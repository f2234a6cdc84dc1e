// JSON-LD (schema.org) for search engines: what a page is about, built from plain values so each
// builder is a pure function with a unit test. client/components/JsonLd.tsx renders one.

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Leaves out what is unknown: schema.org reads a missing property better than a null one. */
function defined(entries: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== null && v !== undefined && v !== ''));
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  email: string;
  telephone: string;
  address: string;
}

/** The company (SPEC §1 meta), on the home page. */
export function organizationLd(o: OrganizationInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    logo: o.logo,
    email: o.email,
    telephone: o.telephone,
    address: o.address,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: o.email, telephone: o.telephone },
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
    publisher: { '@type': 'Organization', name: p.publisher.name, logo: { '@type': 'ImageObject', url: p.publisher.logo } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': p.url },
  });
}

/** The trail from the home page to this one, each with its absolute URL. */
export function breadcrumbLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export interface EventInput {
  url: string;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  image: string | null;
  /** A place's name and address, or an online event's URL. */
  location: { name: string; address: string | null } | { url: string } | null;
  organizer: { name: string; url: string };
}

/** An event (the events pages): online when its location is a URL. */
export function eventLd(e: EventInput): JsonLd {
  const online = e.location !== null && 'url' in e.location;
  return defined({
    '@context': CONTEXT,
    '@type': 'Event',
    name: e.name,
    description: e.description,
    startDate: e.startDate,
    endDate: e.endDate,
    image: e.image,
    url: e.url,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      e.location === null
        ? null
        : 'url' in e.location
          ? { '@type': 'VirtualLocation', url: e.location.url }
          : defined({ '@type': 'Place', name: e.location.name, address: e.location.address }),
    organizer: { '@type': 'Organization', name: e.organizer.name, url: e.organizer.url },
  });
}

/** The JSON for a <script type="application/ld+json">: "<" escaped so it cannot close the element. */
export const serializeLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
