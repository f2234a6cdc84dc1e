// A closed-loop load generator: `connections` clients (kept-alive connections of Node's fetch)
// each send the next request as soon as the last one is answered, for `seconds`. Loopback only.
/** A duration as the bench prints it. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  latencies: number[];
}

function summary(latencies: number[], seconds: number, errors: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    seconds,
    rps: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    latencies: sorted,
  };
}

export async function load(
  url: string,
  opts: { connections: number; seconds: number; cookie?: string },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + opts.seconds * 1000;
  const headers = opts.cookie ? { cookie: opts.cookie } : undefined;
  const client = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, client));
  return summary(latencies, (performance.now() - started) / 1000, errors);
}

/** Several runs as one: all their requests over all their time. */
export function combined(runs: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return summary(
    runs.flatMap((r) => r.latencies),
    sum((r) => r.seconds),
    sum((r) => r.errors),
  );
}
