// Issue 35: beside an event's tickets, a link to the event's own cancellation policy (from the
// CMS, in D1), only where the event has one (docs/decisions/090).
import { beforeAll, describe, expect, it } from 'vitest';
import { syncEvents } from '#tests/worker/events/sync-events.ts';
import { site } from '#tests/worker/helpers.ts';

beforeAll(syncEvents);

describe('an event’s tickets', () => {
  it('link to its cancellation policy where it has one, and say nothing where it has none', async () => {
    const listing = await (await site('/events')).text();
    const from = listing.indexOf('data-testid="upcoming-events"');
    const upcoming = listing.slice(from, listing.indexOf('data-testid="past-events"'));
    const paths = [...new Set([...upcoming.matchAll(/href="(\/events\/[^"?#]+)"/g)].map((m) => m[1]!))];
    const seen = { with: 0, without: 0 };
    for (const path of paths) {
      const html = await (await site(`${path}?wait=store`)).text();
      const policy = /<section[^>]*id="cancellation-policy"/.test(html);
      const line = html.includes('href="#cancellation-policy"');
      expect(line, path).toBe(policy);
      seen[policy ? 'with' : 'without']++;
    }
    expect(seen.with).toBeGreaterThan(0);
    expect(seen.without).toBeGreaterThan(0);
  });
});
