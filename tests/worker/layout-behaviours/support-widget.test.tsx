import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pathTo } from '#core/routes/paths.ts';
import type { RouteName } from '#core/routes/table.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { ORIGIN, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

const WIDGET = 'https://widget.support.example/v2/widget.js';

async function render(route: RouteName, supportWidgetUrl: string) {
  const page = definePage({
    route,
    load: async () => ({}),
    head: () => ({ title: 'Widget', description: 'A page' }),
    body: () => <p>The body</p>,
  });
  const bindings = { ...env, SUPPORT_WIDGET_URL: supportWidgetUrl };
  // Rendered afresh per configuration: the isolate's edge cache would otherwise answer the
  // second render of a path with the first one's HTML.
  const path = pathTo(route as 'index');
  await forgetCachedPages(path);
  const res = await serve(createApp({ [route]: page }), new Request(`${ORIGIN}${path}`), bindings);
  expect(res.status).toBe(200);
  return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
}

const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';

describe('the support widget (SPEC §2.7, §7, §9)', () => {
  it('is off when not configured: no container, and the CSP admits no other script origin', async () => {
    const { html, csp } = await render('index', '');
    expect(html).not.toContain('data-behaviour="support-widget"');
    expect(scriptSrc(csp)).not.toContain('widget.support.example');
  });

  it('when configured, the default layout has its container at z-index 1050; the CSP admits its origin', async () => {
    const { html, csp } = await render('index', WIDGET);
    expect(html).toMatch(
      new RegExp(
        String.raw`<div data-behaviour="support-widget" data-src="https:\/\/widget\.support\.example\/` +
          String.raw`v2\/widget\.js"[^>]* class="[^"]*\bz-\[1050\]`,
      ),
    );
    expect(scriptSrc(csp)).toContain(' https://widget.support.example');
    expect(scriptSrc(csp)).not.toContain('/v2/widget.js');
    expect(csp).toContain("connect-src 'self';");
  });

  it('is hidden on the chromeless layout', async () => {
    const { html } = await render('gifting-artisan', WIDGET);
    expect(html).not.toContain('data-behaviour="support-widget"');
    // The rest of the layout's behaviours are there.
    expect(html).toContain('data-behaviour="loading-bar"');
  });

  it('every layout with the site chrome has the loading bar, online status, UTM and hash-scroll', async () => {
    const { html } = await render('index', '');
    for (const name of ['loading-bar', 'online-status', 'utm', 'hash-scroll'])
      expect(html).toContain(`data-behaviour="${name}"`);
    expect(html).toMatch(/<div data-behaviour="online-status" role="status" aria-live="polite"/);
  });

  it('a misconfigured URL fails the configuration loudly rather than loading something odd', async () => {
    const page = definePage({
      route: 'index',
      load: async () => ({}),
      head: () => ({ title: 'x', description: 'x' }),
      body: () => null,
    });
    const res = await serve(createApp({ index: page }), new Request(`${ORIGIN}/`), {
      ...env,
      SUPPORT_WIDGET_URL: 'javascript:alert(1)',
    });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('javascript:alert');
  });
});
