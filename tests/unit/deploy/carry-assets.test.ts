// Decision 096: a deploy uploads its own build and the build of every version live before it, so
// that either version of a gradual deployment (and the new one after it) serves every page either
// build rendered. The live build is read from the live site (its build-manifest.json and the files
// it names, each asked of one version with Cloudflare-Workers-Version-Overrides), or from a kept
// copy of a build's folder; both through carryBuild, which the deploy runs on dist/client.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildManifest } from '#core/build-manifest.ts';
import { carryBuild, keptBuild, liveVersion } from '#scripts/deploy/carry-assets.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'carry-assets-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A built client folder: its manifest and the files it names (each file's text given). */
function writeBuild(dir: string, build: string, files: Record<string, string>, names: { css: string; entry: string }) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const manifest: BuildManifest = { build, ...names, files: Object.keys(files), carried: [] };
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  return manifest;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'build-manifest.json'), 'utf8')) as BuildManifest;

/** The live build: entry, CSS and an island chunk of its own; React's chunk the same as the new build's. */
function liveAndNew() {
  const live = join(work, 'live');
  const next = join(work, 'dist');
  writeBuild(
    live,
    'b-live',
    {
      '/assets/entry-L1.js': 'import("./chunks/LogInForm-L2.js")',
      '/assets/site-L3.css': 'body{color:red}',
      '/assets/chunks/LogInForm-L2.js': 'export default 1',
      '/assets/chunks/react-R1.js': 'react',
    },
    { css: '/assets/site-L3.css', entry: '/assets/entry-L1.js' },
  );
  writeBuild(
    next,
    'b-new',
    {
      '/assets/entry-N1.js': 'import("./chunks/LogInForm-N2.js")',
      '/assets/site-L3.css': 'body{color:red}',
      '/assets/chunks/LogInForm-N2.js': 'export default 2',
      '/assets/chunks/react-R1.js': 'react',
    },
    { css: '/assets/site-L3.css', entry: '/assets/entry-N1.js' },
  );
  return { live, next };
}

/** The live site as Cloudflare serves it: each version's own assets, picked by the override header alone. */
function liveSite(versions: Record<string, string>) {
  const asked: { path: string; override: string | null }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const override = new Headers(init?.headers).get('cloudflare-workers-version-overrides');
    asked.push({ path: url.pathname, override });
    const version = /^forever-site-production="([^"]+)"$/.exec(override ?? '')?.[1];
    const dir = version ? versions[version] : undefined;
    if (url.origin !== 'https://www.forever-memories.com' || !dir) return new Response('not found', { status: 404 });
    try {
      return new Response(readFileSync(join(dir, url.pathname)));
    } catch {
      return new Response('not found', { status: 404 });
    }
  }) as typeof fetch;
  const version = (id: string) =>
    liveVersion({
      origin: 'https://www.forever-memories.com',
      worker: 'forever-site-production',
      version: id,
      fetch: fetcher,
    });
  return { asked, version };
}

describe('carrying the live build into the deploy', () => {
  it("writes the live version's files beside the new build's and names its build in the new manifest", async () => {
    const { live, next } = liveAndNew();
    const site = liveSite({ 'v-live': live });
    const outcome = await carryBuild(next, site.version('v-live'));
    expect(outcome).toEqual({ kind: 'carried', build: 'b-live', files: 4, written: 2 });
    // Every file the live build names is now in the deploy, byte for byte.
    for (const path of manifestOf(live).files) {
      expect(readFileSync(join(next, path), 'utf8'), path).toBe(readFileSync(join(live, path), 'utf8'));
    }
    // The new build's own files are untouched, and its manifest still names only them as its own.
    expect(readFileSync(join(next, '/assets/entry-N1.js'), 'utf8')).toBe('import("./chunks/LogInForm-N2.js")');
    const manifest = manifestOf(next);
    expect(manifest.build).toBe('b-new');
    expect(manifest.entry).toBe('/assets/entry-N1.js');
    expect(manifest.files).not.toContain('/assets/entry-L1.js');
    expect(manifest.carried).toEqual(['b-live']);
    // Each request named the version it was for.
    expect(site.asked.length).toBeGreaterThan(0);
    expect(site.asked.every((a) => a.override === 'forever-site-production="v-live"')).toBe(true);
    // A second run changes nothing.
    expect(await carryBuild(next, site.version('v-live'))).toEqual({ kind: 'already', build: 'b-live' });
    expect(manifestOf(next).carried).toEqual(['b-live']);
  });

  it('takes a kept copy of a build folder as well (the bench and --previous-assets)', async () => {
    const { live, next } = liveAndNew();
    expect(await carryBuild(next, keptBuild(live))).toEqual({ kind: 'carried', build: 'b-live', files: 4, written: 2 });
    expect(readFileSync(join(next, '/assets/chunks/LogInForm-L2.js'), 'utf8')).toBe('export default 1');
  });

  it('carries nothing from a version deployed before build manifests, and says so', async () => {
    const { next } = liveAndNew();
    const old = join(work, 'old');
    mkdirSync(join(old, 'assets'), { recursive: true });
    writeFileSync(join(old, 'assets/entry.js'), 'old');
    const site = liveSite({ 'v-old': old });
    expect(await carryBuild(next, site.version('v-old'))).toEqual({ kind: 'no-manifest' });
    expect(manifestOf(next).carried).toEqual([]);
  });

  it('carries nothing when the live build is this build', async () => {
    const { next } = liveAndNew();
    expect(await carryBuild(next, keptBuild(next))).toEqual({ kind: 'same-build', build: 'b-new' });
  });

  it('refuses a file the live build names that it cannot serve, and writes no manifest then', async () => {
    const { live, next } = liveAndNew();
    rmSync(join(live, '/assets/chunks/LogInForm-L2.js'));
    await expect(carryBuild(next, liveSite({ 'v-live': live }).version('v-live'))).rejects.toThrow(
      /LogInForm-L2\.js.*404/,
    );
    expect(manifestOf(next).carried).toEqual([]);
  });

  it('refuses a live file named as one of this build but with other bytes (names are content hashes)', async () => {
    const { live, next } = liveAndNew();
    writeFileSync(join(live, '/assets/chunks/react-R1.js'), 'not react');
    await expect(carryBuild(next, keptBuild(live))).rejects.toThrow(/react-R1\.js/);
    expect(readFileSync(join(next, '/assets/chunks/react-R1.js'), 'utf8')).toBe('react');
  });

  it('refuses a manifest naming a path outside /assets/', async () => {
    const { live, next } = liveAndNew();
    const manifest = manifestOf(live);
    writeFileSync(
      join(live, 'build-manifest.json'),
      JSON.stringify({ ...manifest, files: [...manifest.files, '/assets/../../outside.js'] }),
    );
    await expect(carryBuild(next, keptBuild(live))).rejects.toThrow(/outside\.js/);
  });
});
