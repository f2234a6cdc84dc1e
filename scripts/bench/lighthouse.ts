// Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G) of a page, in
// Debian's Chromium, started by Playwright with a debugging port for Lighthouse to drive.
import { type Browser, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../chromium.ts';
import { freePort } from '../free-port.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The SEO audits that did not pass, by id. */
  seoFailures: string[];
  cls: number;
  tbtMs: number;
  lcpMs: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Visits the page once as Lighthouse's phone sees it (412 × 823 px at 1.75×), scrolled to the end,
 * so the pictures it asks for are resized and in the Workers Cache, as a zone's Image Resizing
 * keeps them once the first visitor has asked (docs/decisions/060): what is measured is the page,
 * not sharp encoding AVIF on this machine.
 */
async function warmImages(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
}

/**
 * A run Lighthouse itself could not finish (its `runtimeError`: the page did not load in its time,
 * or Chromium lost the tab) measures nothing about the page; it is said and run again, twice at most.
 */
export async function lighthouseMobile(url: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouseOnce(url);
    if (!('runtimeError' in run)) return run;
    console.log(
      `  (Lighthouse could not finish ${url}: ${run.runtimeError}${attempt < 3 ? '; running it again' : ''})`,
    );
    if (attempt === 3) throw new Error(`Lighthouse could not finish ${url} three times: ${run.runtimeError}`);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseScores | { runtimeError: string }> {
  const port = await freePort();
  const browser = await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, `--remote-debugging-port=${port}`] });
  try {
    await warmImages(browser, url);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) return { runtimeError: `${runtimeError.code}: ${runtimeError.message}` };
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      seoFailures: (categories.seo?.auditRefs ?? []).map((ref) => ref.id).filter((id) => (audits[id]?.score ?? 1) < 1),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}
