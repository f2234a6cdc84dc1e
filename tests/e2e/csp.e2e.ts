// The CSP admits what the content may hold and nothing more: a post's YouTube player and its
// picture from the media CDN show; a frame or an image from anywhere else is refused.
import { expect, test } from './test.ts';

const POST = '/yours/8mm_or_super_8';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ context }) => {
  // Chromium reaches no other host from here: the player and the CDN answer from the test.
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p id="player">Player ready</p>',
    }),
  );
  await context.route('https://media.forever-memories.example/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
  await context.route('https://collector.invalid/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
});

test('a post shows its embedded video and its picture from the media CDN', async ({ page }) => {
  await page.goto(POST);
  const iframe = page.locator('[data-testid="post-content"] iframe');
  await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await iframe.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('[data-testid="post-content"] iframe').locator('#player')).toHaveText('Player ready');
  const picture = page.locator('[data-testid="post-content"] img[src^="https://media.forever-memories.example/"]');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('refuses a frame or an image from an origin the content may not use', async ({ page, cspViolations }) => {
  await page.goto(POST);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://collector.invalid/pixel.png';
    img.alt = '';
    const frame = document.createElement('iframe');
    frame.src = 'https://collector.invalid/frame';
    document.body.appendChild(img);
    document.body.appendChild(frame);
  });
  await expect.poll(() => cspViolations.length).toBe(2);
  expect(cspViolations.join('\n')).toMatch(/img-src/);
  expect(cspViolations.join('\n')).toMatch(/frame-src/);
  // Seen and expected: the fixture's own check must not fail the test for them.
  cspViolations.length = 0;
});
