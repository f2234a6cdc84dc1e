import { describe, expect, it } from 'vitest';
import {
  blogPostingLd,
  breadcrumbLd,
  eventLd,
  organizationLd,
  postalAddressLd,
  serializeLd,
} from '#core/domain/structured-data.ts';

const company = {
  name: 'Forever Memories',
  address: '222 Third Avenue, Pittsburgh, PA 15222',
  email: 'support@forever-memories.example',
  phone: '(888) 555-0142',
  website: 'https://www.forever-memories.example',
};
const organizer = { name: company.name, url: company.website };

describe('organizationLd', () => {
  it('names the company with its logo, contact point and postal address (SPEC §1)', () => {
    expect(organizationLd(company, 'https://site.example/favicon.svg')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Forever Memories',
      url: 'https://www.forever-memories.example',
      logo: 'https://site.example/favicon.svg',
      email: 'support@forever-memories.example',
      telephone: '(888) 555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '222 Third Avenue',
        addressLocality: 'Pittsburgh',
        addressRegion: 'PA',
        postalCode: '15222',
        addressCountry: 'US',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: 'support@forever-memories.example',
        telephone: '(888) 555-0142',
      },
    });
  });
});

describe('postalAddressLd', () => {
  it('reads "street, city, ST zip", with a suite in the street and a ZIP+4', () => {
    expect(postalAddressLd('1 Main St, Suite 200, Provo, UT 84604-1234')).toMatchObject({
      streetAddress: '1 Main St, Suite 200',
      addressLocality: 'Provo',
      addressRegion: 'UT',
      postalCode: '84604-1234',
    });
  });

  it('keeps any other shape as text rather than guessing its parts', () => {
    expect(postalAddressLd('PO Box 12, Pittsburgh')).toBe('PO Box 12, Pittsburgh');
  });
});

describe('eventLd', () => {
  it('describes an event at a place, leaving out what is unknown', () => {
    expect(
      eventLd({
        url: 'https://site.example/events/summit',
        name: 'Family History Summit',
        description: null,
        startDate: '2026-12-05T15:00:00.000Z',
        endDate: null,
        image: null,
        location: { name: 'Pittsburgh Convention Center', address: null },
        organizer,
        offers: [{ name: 'General admission', priceCents: null, url: 'https://site.example/events/summit' }],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Family History Summit',
      startDate: '2026-12-05T15:00:00.000Z',
      url: 'https://site.example/events/summit',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Pittsburgh Convention Center' },
      organizer: { '@type': 'Organization', ...organizer },
    });
  });

  it('gives the full picture when everything is known: end, image, address, tickets in dollars', () => {
    const ld = eventLd({
      url: 'https://site.example/events/summit',
      name: 'Family History Summit',
      description: 'Two days of talks.',
      startDate: '2026-12-05T15:00:00.000Z',
      endDate: '2026-12-06T23:00:00.000Z',
      image: 'https://cdn.example/summit.jpg',
      location: { name: 'Convention Center', address: '1000 Fort Duquesne Blvd, Pittsburgh, PA 15222' },
      organizer,
      offers: [
        {
          name: 'Early Bird Price!',
          priceCents: 4900,
          url: 'https://site.example/events/summit',
          availability: 'SoldOut',
          validFrom: '2026-09-01',
        },
        {
          name: 'General admission',
          priceCents: 7950,
          url: 'https://site.example/events/summit',
          availability: 'InStock',
        },
      ],
    });
    expect(ld).toMatchObject({
      endDate: '2026-12-06T23:00:00.000Z',
      image: 'https://cdn.example/summit.jpg',
      description: 'Two days of talks.',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Pittsburgh', postalCode: '15222' },
      },
    });
    expect(ld.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Early Bird Price!',
        price: '49.00',
        priceCurrency: 'USD',
        url: 'https://site.example/events/summit',
        availability: 'https://schema.org/SoldOut',
        validFrom: '2026-09-01',
      },
      {
        '@type': 'Offer',
        name: 'General admission',
        price: '79.50',
        priceCurrency: 'USD',
        url: 'https://site.example/events/summit',
        availability: 'https://schema.org/InStock',
      },
    ]);
  });

  it('marks an event with a URL for a location as online, and one without a location as neither', () => {
    const base = { url: 'u', name: 'Scanning Q&A', startDate: '2026-12-01' };
    const online = eventLd({ ...base, location: { url: 'https://live.example/qa' } });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://live.example/qa' });
    const nowhere = eventLd({ ...base, location: null });
    expect(nowhere).not.toHaveProperty('location');
    expect(nowhere).not.toHaveProperty('eventAttendanceMode');
    expect(nowhere).not.toHaveProperty('organizer');
    expect(nowhere).not.toHaveProperty('offers');
  });
});

describe('blogPostingLd', () => {
  it('falls back to the publication date for dateModified and leaves out a missing author', () => {
    const ld = blogPostingLd({
      url: 'https://site.example/yours/p',
      headline: 'P',
      description: '',
      image: null,
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: null,
      author: null,
      publisher: { name: 'Forever Memories', logo: 'https://site.example/favicon.svg' },
    });
    expect(ld.dateModified).toBe('2026-01-02T00:00:00.000Z');
    expect(ld).not.toHaveProperty('author');
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
    expect(ld.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://site.example/yours/p' });
  });
});

describe('breadcrumbLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbLd([
        { name: 'Home', url: 'https://s.example/' },
        { name: 'Blog', url: 'https://s.example/yours' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://s.example/yours' },
    ]);
  });
});

describe('serializeLd', () => {
  it('cannot close its script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!-- x' };
    const json = serializeLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
