import { request } from 'node:http';

/** Raw HTTP (no decompression, no buffering) so the first body byte is timed as it arrives. */
export function firstAndLastByte(
  url: string,
  cookie: string,
): Promise<{ status: number; ttfb: number; last: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let ttfb = 0;
    let bytes = 0;
    const req = request(url, { headers: { cookie, 'accept-encoding': 'identity' } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (!ttfb) ttfb = performance.now() - t0;
        bytes += chunk.byteLength;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfb, last: performance.now() - t0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
