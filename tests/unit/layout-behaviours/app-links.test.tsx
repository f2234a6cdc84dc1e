import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from '#client/components/nav/AccountMenu.tsx';
import { notificationDestination } from '#core/domain/notifications.ts';
import { external } from '#core/routes/external.ts';
import { routes } from '#core/routes/table.ts';

// SPEC §2.4: navigations into the account application (/app/*) are full-page. The site has no
// client-side router, so that holds as long as /app is no route of ours and every link there is
// a plain <a href> the browser follows itself.

const user = { name: 'Casey Morgan', slug: 'casey-morgan', isAdmin: false, isImpersonator: false, isAmbassador: true };

describe('links into /app', () => {
  it('no route of this site lies under /app, so nothing here could intercept them', () => {
    for (const route of Object.values(routes)) expect(route.path.startsWith('/app')).toBe(false);
  });

  it('the account menu links to every /app page as a plain <a href> with no target or click handler', () => {
    const html = renderToStaticMarkup(<AccountMenu user={user} />);
    const appLinks = [...html.matchAll(/<(\w+)([^>]*)\shref="(\/app[^"]*)"([^>]*)>/g)];
    expect(appLinks.map((m) => m[3])).toEqual(
      expect.arrayContaining([
        external.gallery(),
        external.user('casey-morgan'),
        external.notifications(),
        external.connections(),
      ]),
    );
    for (const [, tag, before, , after] of appLinks) {
      expect(tag).toBe('a');
      expect(`${before}${after}`).not.toMatch(/\btarget=|\bonclick=|\bdata-behaviour=/i);
    }
  });

  it('notification destinations into the app are /app paths the browser loads in full', () => {
    for (const subtype of ['friend_request', 'upload_complete', 'upload_reminder']) {
      const destination = notificationDestination({ subtype, sendingUser: { slug: 'jamie-lee' } });
      expect(destination.kind).toBe('navigate');
      expect(destination.kind === 'navigate' && destination.href.startsWith('/app/')).toBe(true);
    }
  });
});
