// The FAQ block: loaded by slug from D1 (the first result's faq), rendered as details/summary with
// FAQPage JSON-LD; drafts and unknown slugs render nothing.
import { env } from 'cloudflare:workers';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FaqBlock } from '#client/components/faq/FaqBlock.tsx';
import { contentDb } from '#worker/db/client.ts';
import { faqBySlug } from '#worker/db/queries/faqs.ts';
import { syncCompany } from './sync-company.ts';

beforeAll(syncCompany);

describe('faqBySlug + FaqBlock', () => {
  it('renders each answered question as a details/summary, with FAQPage JSON-LD', async () => {
    const faq = await faqBySlug(contentDb(env.DB), 'digital-conversion');
    // The question left without an answer is not shown.
    expect(faq?.entries.map((e) => e.question)).not.toContain('Do you digitize Betamax?');
    const html = renderToString(<FaqBlock faq={faq} />);
    expect(html.match(/<details/g)).toHaveLength(5);
    expect(html).toContain('<summary');
    expect(html).toContain('How long does digitization take?');
    expect(html).toContain('<strong>Priority processing</strong>');
    const [, json] = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/) ?? [];
    const ld = JSON.parse(json!);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(5);
    expect(ld.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'How do I send my media?',
      acceptedAnswer: { '@type': 'Answer' },
    });
    expect(html).toMatch(/<section aria-labelledby="[^"]+"/);
  });

  it('gives nothing for a draft or an unknown slug', async () => {
    const db = contentDb(env.DB);
    expect(await faqBySlug(db, 'gifting')).toBeNull();
    expect(await faqBySlug(db, 'no-such-faq')).toBeNull();
    expect(renderToString(<FaqBlock faq={null} />)).toBe('');
  });
});
