import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pathTo } from '#core/routes/paths.ts';
import type { LayoutName, RouteName } from '#core/routes/table.ts';
import { ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

/** A route of the table in each layout; the error layout is the one error pages use. */
const ROUTE_IN: Record<Exclude<LayoutName, 'error'>, RouteName> = {
  default: 'index',
  chromeless: 'gifting-artisan',
  blog: 'yours',
  pixels2pages: 'pixels2pages',
  navigationless: 'log-in',
};

async function render(layout: LayoutName, subnav = false) {
  if (layout === 'error') {
    const res = await serve(createApp(), new Request(`${ORIGIN}/no-such-page`), env);
    expect(res.status).toBe(404);
    return res.text();
  }
  const route = ROUTE_IN[layout];
  const page = definePage({
    route,
    load: async () => ({}),
    head: () => ({ title: 'Layout', description: 'A layout' }),
    body: () => <p data-testid="body">The body</p>,
    subnav: subnav ? () => <div data-testid="subnav">Tabs</div> : undefined,
  });
  const res = await serve(createApp({ [route]: page }), new Request(`${ORIGIN}${pathTo(route as 'index')}`), env);
  expect(res.status).toBe(200);
  return res.text();
}

const FOUR_SECTIONS = 'Make Money With Us';

describe('the layouts of SPEC §2.7', () => {
  it.each(['default', 'chromeless', 'error'] as const)(
    '%s: primary nav, footer sections, back-to-top',
    async (layout) => {
      const html = await render(layout);
      expect(html).toContain('<nav aria-label="Primary"');
      expect(html).toContain('data-behaviour="nav-dropdown"');
      expect(html).toContain(FOUR_SECTIONS);
      expect(html).toContain('data-behaviour="back-to-top"');
      expect(html).toContain('data-testid="site-logo"');
      expect(html).not.toContain('data-testid="blog-logo"');
    },
  );

  it.each(['default', 'chromeless', 'error', 'blog', 'pixels2pages', 'navigationless'] as const)(
    '%s: no inline style (the CSP forbids it)',
    async (layout) => {
      const html = await render(layout, true);
      expect(html).not.toMatch(/<[^>]+ style=/);
    },
  );

  it('blog: the inverted nav with the blog wordmark, the subnav right under the header', async () => {
    const html = await render('blog', true);
    expect(html).toMatch(/<header id="top"[^>]*class="[^"]*bg-ink text-white/);
    expect(html.replace(/<!-- -->/g, '')).toMatch(
      /<a href="\/yours"[^>]*data-testid="blog-logo"[^>]*>.*Yours.*the Forever Memories blog/,
    );
    expect(html).toContain('<nav aria-label="Primary"');
    const headerEnd = html.indexOf('</header>');
    expect(html.indexOf('data-testid="subnav"')).toBeGreaterThan(headerEnd);
    expect(html.indexOf('data-testid="subnav"')).toBeLessThan(html.indexOf('<main'));
    expect(html).toContain(FOUR_SECTIONS);
  });

  it('pixels2pages: the primary nav and its own footer of social and contact links', async () => {
    const html = await render('pixels2pages', true);
    expect(html).toContain('<nav aria-label="Primary"');
    expect(html).toContain('data-testid="subnav"');
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).not.toContain(FOUR_SECTIONS);
    expect(footer).toContain('data-testid="social-links"');
    expect(footer).toContain(`href="mailto:${env.COMPANY_EMAIL}"`);
    expect(footer).toContain('Contact us');
  });

  it('navigationless: the logo only, no nav, no account area, no cart', async () => {
    const html = await render('navigationless');
    expect(html).toContain('data-testid="site-logo"');
    expect(html).not.toContain('aria-label="Primary"');
    // Nothing interactive, so no script at all.
    expect(html).not.toContain('data-island=');
    expect(html).not.toContain('data-behaviour=');
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('Log In');
    expect(html).toContain('data-testid="body"');
    expect(html).toContain('href="/privacy"');
  });
});
