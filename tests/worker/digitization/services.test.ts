// /digital-conversion against the fixture store: every service with its streamed price.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICES } from '#core/domain/digitization/services.ts';
import { control, site } from '#tests/worker/helpers.ts';

afterEach(() => control('store', '/reset'));

describe('/digital-conversion', () => {
  it('shows every service with its SKU, formats, item size and price from the store', async () => {
    const res = await site('/digital-conversion');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>Digitize Your Memories');
    expect(page.match(/data-testid="service"/g)).toHaveLength(SERVICES.length);
    for (const s of SERVICES) expect(page).toContain(`id="${s.slug}-title"`);
    expect(page).toContain('1 set of photos is up to 25 prints.');
    expect(page).toContain('7&quot; holds about 400 ft');
    expect(page).toContain('Betamax');
    expect(page).toContain('From $29.99 per 50 ft');
    expect(page).toContain('From $59 per hour');
    expect(page).toContain('From $14.99 per item');
    expect(page).toContain('From $34.99 each');
  });

  it('asks for a quote for a quoted service, never showing the store’s placeholder price', async () => {
    const page = await (await site('/digital-conversion')).text();
    const bulk = page.slice(
      page.indexOf('id="bulk-and-custom-orders"'),
      page.indexOf('</article>', page.indexOf('id="bulk-and-custom-orders"')),
    );
    expect(bulk).toContain('data-testid="service-quote"');
    expect(bulk).toContain('<a href="/bulk-orders" class="underline">Request a quote</a>');
    expect(bulk).not.toContain('$1');
    expect(page).not.toContain('From $1 each');
  });

  it('stands with the store down, each card saying its price is unavailable', async () => {
    await control('store', '/fault', { mode: 'down', path: '/api/v1/products' });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await site('/digital-conversion');
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page.match(/Price unavailable right now/g)).toHaveLength(SERVICES.filter((s) => !s.quoted).length);
      expect(page).not.toContain('data-testid="service-price"');
    } finally {
      reported.mockRestore();
    }
  });

  it('sends the services before a slow store answers', async () => {
    await control('store', '/fault', { mode: 'slow', delayMs: 20_000, path: '/api/v1/products/GB222' });
    const res = await site('/digital-conversion');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let head = '';
    while (!head.includes('How we count')) {
      const { value, done } = await reader.read();
      if (done) break;
      head += decoder.decode(value);
    }
    expect(head).toContain('Loading price…');
    expect(head).not.toContain('data-testid="service-price"');
    await reader.cancel();
  });
});
