// Issue 35: a post's summary is said once. Where the post's first paragraph is its summary, the
// summary is not shown above it again; where it is not, the summary stays, as the page's lead.
import { beforeAll, describe, expect, it } from 'vitest';
import { site, textOf } from '#tests/worker/helpers.ts';
import { cmsBlog } from './cms-blog.ts';
import { syncBlog } from './sync-content.ts';

let cms: Awaited<ReturnType<typeof cmsBlog>>;
beforeAll(async () => {
  await syncBlog();
  cms = await cmsBlog();
});

const plain = (html: string) =>
  textOf(html)
    .replace(/&#39;|&#x27;/g, "'")
    .trim();

describe('a post’s summary', () => {
  it('is never shown twice, above and as the first paragraph', async () => {
    const seen = { repeated: 0 };
    for (const p of cms.published.slice(0, 12)) {
      const html = await (await site(`/yours/${p.slug}`)).text();
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      const lead = /<p class="lead mb-4">([\s\S]*?)<\/p>/.exec(article)?.[1];
      const content = article.slice(article.indexOf('data-testid="post-content"'));
      const first = /<p>([\s\S]*?)<\/p>/.exec(content)?.[1];
      const description = (p as { description?: string | null }).description?.trim() ?? '';
      if (!description) continue;
      const firstIsSummary = first !== undefined && plain(first) === description;
      if (firstIsSummary) {
        seen.repeated++;
        expect(lead, p.slug!).toBeUndefined();
      } else {
        expect(lead && plain(lead), p.slug!).toBe(description);
      }
    }
    // Posts that open with their summary were met: the check is not empty.
    expect(seen.repeated).toBeGreaterThan(0);
  });
});
