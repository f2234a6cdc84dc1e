import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

describe('D1 migrations', () => {
  it('create every content table, the sync log and the FTS indexes', async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name",
    ).all<{ name: string }>();
    const names = results.map((r) => r.name);
    for (const table of [
      'blog_authors',
      'blog_categories',
      'blog_posts',
      'blog_featured',
      'p2p_authors',
      'p2p_categories',
      'p2p_posts',
      'p2p_tags',
      'p2p_post_tags',
      'p2p_homepage_pinned',
      'p2p_homepage_slides',
      'p2p_sharing_tips',
      'events',
      'event_tickets',
      'event_sections',
      'team_members',
      'press_releases',
      'news_articles',
      'faqs',
      'sync_log',
      'blog_posts_fts',
      'p2p_posts_fts',
    ])
      expect(names).toContain(table);
  });

  it('keep the blog FTS index in step with the posts through triggers', async () => {
    await env.DB.prepare(
      'INSERT INTO blog_posts (id, slug, title, description, body_text, updated_at) VALUES (1, ' +
        "'camcorder-tapes', 'Camcorder tapes', 'Hi8 and MiniDV', 'Rescue your camcorder cassettes', " +
        "'2026-01-01T00:00:00.000Z')",
    ).run();
    const hit = await env.DB.prepare("SELECT rowid FROM blog_posts_fts WHERE blog_posts_fts MATCH 'cassettes'").first<{
      rowid: number;
    }>();
    expect(hit?.rowid).toBe(1);
    await env.DB.prepare("UPDATE blog_posts SET body_text = 'Rescue your reels' WHERE id = 1").run();
    expect(
      await env.DB.prepare("SELECT rowid FROM blog_posts_fts WHERE blog_posts_fts MATCH 'cassettes'").first(),
    ).toBeNull();
    const updated = await env.DB.prepare("SELECT rowid FROM blog_posts_fts WHERE blog_posts_fts MATCH 'reels'").first<{
      rowid: number;
    }>();
    expect(updated?.rowid).toBe(1);
    await env.DB.prepare('DELETE FROM blog_posts WHERE id = 1').run();
    expect(
      await env.DB.prepare("SELECT rowid FROM blog_posts_fts WHERE blog_posts_fts MATCH 'reels'").first(),
    ).toBeNull();
  });

  it('index every list query (the blog list plan uses an index, not a scan)', async () => {
    const plan = await env.DB.prepare(
      'EXPLAIN QUERY PLAN SELECT id FROM blog_posts WHERE is_draft = 0 ORDER BY published_at DESC LIMIT 20',
    ).all<{
      detail: string;
    }>();
    expect(plan.results.map((r) => r.detail).join(' ')).toMatch(/USING (COVERING )?INDEX blog_posts_list/);
  });
});
