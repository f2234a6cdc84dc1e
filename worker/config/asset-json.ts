// A JSON file the build wrote into this version's static assets (the build manifest, the page
// texts), read once per isolate. A failed read is tried again by the next request that needs it.
const read = new WeakMap<Fetcher, Map<string, Promise<unknown>>>();

async function fetchJson(assets: Fetcher, path: string): Promise<unknown> {
  const res = await assets.fetch(`https://assets.local${path}`);
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`no ${path} in the static assets (${res.status}): build the client first (npm run build)`);
  }
  return res.json();
}

/** The file at `path` of `assets` (the ASSETS binding), checked by `parse`. */
export function assetJson<T>(assets: Fetcher, path: string, parse: (json: unknown) => T): Promise<T> {
  let files = read.get(assets);
  if (!files) {
    files = new Map();
    read.set(assets, files);
  }
  const known = files.get(path) as Promise<T> | undefined;
  if (known) return known;
  const reading = fetchJson(assets, path).then(parse);
  reading.catch(() => files.delete(path));
  files.set(path, reading);
  return reading;
}
