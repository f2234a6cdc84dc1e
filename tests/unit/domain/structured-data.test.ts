import { describe, expect, it } from 'vitest';
import { blogPostingLd, eventLd, serializeLd } from '#client/domain/structured-data.ts';

const organizer = { name: 'Forever Memories', url: 'https://www.forever-memories.example' };

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
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Family History Summit',
      startDate: '2026-12-05T15:00:00.000Z',
      url: 'https://site.example/events/summit',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Pittsburgh Convention Center' },
      organizer: { '@type': 'Organization', ...organizer },
    });
  });

  it('marks an event with a URL for a location as online', () => {
    const ld = eventLd({
      url: 'u',
      name: 'Scanning Q&A',
      description: 'Live',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      image: 'https://cdn.example/e.jpg',
      location: { url: 'https://live.example/qa' },
      organizer,
    });
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://live.example/qa' });
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
  });
});

describe('serializeLd', () => {
  it('cannot close its script element', () => {
    expect(serializeLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
