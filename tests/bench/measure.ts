import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

export interface Figure {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon with `connections` sending `requests` in turn for DURATION_S seconds. */
export async function run(origin: string, name: string, connections: number, requests: autocannon.Request[]): Promise<Figure> {
  const result = await autocannon({ url: origin, connections, duration: DURATION_S, requests });
  return {
    name,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

export const figureLine = (label: string, f: Figure) =>
  `${label.padEnd(19)} ${pad(f.connections, 3)} conn  ${pad(f.rps, 6)} req/s  p50 ${pad(f.p50, 4)} ms  p99 ${pad(f.p99, 4)} ms${f.non2xx || f.errors ? `  (${f.non2xx} non-2xx, ${f.errors} errors)` : ''}`;
