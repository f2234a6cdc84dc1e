// The pictures editors set for the site's own pages (the CMS's page-imagery single type,
// docs/decisions/061) reach those pages through the sync: the home page's hero and offers, the
// digitization, storage, club and story heroes and those of the product and service landing
// pages, each cropped around its focal point and the hero loaded first; a slot left empty, or the
// single type unset, leaves its page without a picture.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runSync } from '#sync/index.ts';
import { control, ORIGIN, resetFixtures, SITE_BINDING, serve } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

const syncImagery = async () => {
  // With the site bound, as in production: the sync purges the pages that show what it wrote.
  const [result] = await runSync({ ...env, SITE: SITE_BINDING }, { trigger: 'manual', collections: ['page-imagery'] });
  expect(result!.status).toBe('ok');
  return result!;
};
const app = createApp();
/** A page, with what it left to do after answering (keeping it, rendering it again) done. */
const html = async (path: string) => {
  const res = await serve(app, new Request(`${ORIGIN}${path}`), env);
  expect(res.status, path).toBe(200);
  return res.text();
};
/** A page after an edit: the first visit may get the cached copy, stale, while it is rendered again (decision 076). */
const htmlAfterEdit = async (path: string) => {
  await html(path);
  return html(path);
};
/** The <img> of an upload, whole. */
const img = (page: string, upload: string) =>
  new RegExp(`<img src="[^"]+/uploads/${upload}\\.jpg"[^>]*>`).exec(page)?.[0] ?? null;

beforeAll(syncImagery);
afterEach(resetFixtures);

describe('page imagery', () => {
  it('puts the home hero first: eager, fetched first, cropped around its focal point, in all variants', async () => {
    const page = await html('/');
    const hero = img(page, 'page-home-hero');
    expect(hero).toMatch(/srcSet="[^"]+ 234w, [^"]+ 500w, [^"]+ 750w, [^"]+ 1000w, [^"]+ 2100w"/);
    // The editor's focal point (50 %, 48 %) snapped to the nearest quarter.
    expect(hero).toMatch(/ loading="eager" fetchPriority="high" class="object-cover focal-50-50 /);
    expect(hero).toContain('alt="A tablet showing a photo gallery among prints, a photo book and a VHS tape"');
    // The offers' pictures are below the hero: lazy, and cropped to their 4:3 boxes around the
    // editor's point (55 %, 50 %).
    const offer = img(page, 'page-home-digitize');
    expect(offer).toMatch(/ loading="lazy" /);
    expect(offer).toMatch(
      new RegExp(
        String.raw` srcSet="\/cdn-cgi\/image\/width=336,height=252,fit=cover,gravity=0\.55x0\.5,` +
          String.raw`format=auto,quality=80\/` +
          String.raw`[^" ]+\/uploads\/[a-z_]*page-home-digitize\.jpg 336w, `,
      ),
    );
    expect(img(page, 'page-home-preserve')).toMatch(
      / srcSet="\/cdn-cgi\/image\/width=336,height=252,fit=cover,format=auto,quality=80\//,
    );
    expect(page.indexOf('page-home-hero')).toBeLessThan(page.indexOf('page-home-digitize'));
  });

  it('gives each page its own hero; a focal point the CMS holds outside 0–100 is the centre', async () => {
    // A 3:2 box: cropped to it around the editor's point (60 %, 50 %) at every width.
    const digitization = img(await html('/digital-conversion'), 'page-digitization-hero')!;
    expect(digitization).toMatch(/fetchPriority="high" class="object-cover focal-50-50 /);
    expect(digitization.match(/ \d+w/g)).toEqual([' 336w', ' 512w', ' 704w', ' 768w', ' 1024w', ' 1536w']);
    expect(digitization.match(/width=\d+,height=\d+,fit=cover,gravity=0\.6x0\.5,/g)).toHaveLength(7);
    expect(img(await html('/preserve-and-share'), 'page-storage-hero')).toMatch(
      /fetchPriority="high" class="object-cover focal-50-50 /,
    );
    // Typed 120 across: read as none, so the crop keeps the middle across (45 % down: 50 %).
    expect(img(await html('/forever-club'), 'page-club-hero')).toMatch(
      /fetchPriority="high" class="object-cover focal-50-50 /,
    );
    // Right of the middle and a little up (68 %, 42 %): the nearest quarters.
    expect(img(await html('/our-story'), 'page-story-hero')).toMatch(
      /fetchPriority="high" class="object-cover focal-75-50 /,
    );
  });

  it('opens each product and service landing page on its picture, eager; an empty slot leaves text only', async () => {
    const landing = {
      '/pixels2pages': 'page-p2p-hero',
      '/artisan': 'page-artisan-hero',
      '/video': 'page-video-hero',
      '/facial-recognition': 'page-facial-recognition-hero',
      '/photo-restoration-and-colorization': 'page-restoration-hero',
      '/family-research': 'page-family-research-hero',
      '/gift-guide': 'page-gifts-hero',
    };
    for (const [path, upload] of Object.entries(landing)) {
      const page = await html(path);
      expect(img(page, upload), path).toMatch(/ loading="eager" fetchPriority="high" class="object-cover /);
      // The hero's picture is the page's first.
      expect(page.indexOf('<img'), path).toBe(page.indexOf(img(page, upload)!));
    }
    expect(await html('/valet')).not.toMatch(/<img [^>]*\/uploads\/page-/);
  });

  it('drops a picture once an editor clears its slot, and all of them once the single type is unset', async () => {
    await control('cms', '/content', { op: 'set', collection: 'page-imagery', record: { id: 1, story_hero: null } });
    await syncImagery();
    expect(await htmlAfterEdit('/our-story')).not.toContain('/uploads/page-story-hero');
    await control('cms', '/content', { op: 'unset', collection: 'page-imagery' });
    await syncImagery();
    const home = await htmlAfterEdit('/');
    expect(home).not.toMatch(/<img[^>]+\/uploads\/page-/);
    expect(home).toContain('id="home-title"');
  });
});
