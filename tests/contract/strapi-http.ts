// HTTP to the real Strapi from workerd: JSON answers, and the seeded editor's log-in.
import { env } from 'cloudflare:workers';

export async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export function get<T = unknown>(path: string, base = env.CMS_URL): Promise<T> {
  return fetch(`${base}${path}`).then((res) => json<T>(res, `GET ${path}`));
}

const jwts = new Map<string, string>();

/** Logs in as the seeded editor (users-permissions) at `loginPath`, once. */
export async function editorToken(loginPath: string): Promise<string> {
  let jwt = jwts.get(loginPath);
  if (jwt === undefined) {
    const res = await fetch(`${env.CMS_URL}${loginPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'editor@example.com', password: 'Editor-2026!' }),
    });
    jwt = (await json<{ jwt: string }>(res, 'editor log-in')).jwt;
    jwts.set(loginPath, jwt);
  }
  return jwt;
}
