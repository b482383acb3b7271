/**
 * `npm run bench:api`: autocannon against the server on the embedded database (a fresh in-memory PGlite),
 * requests per second and p50/p99 latency at 10 and 50 connections for the API calls a shopper makes most.
 * It prints figures and the budgets beside them; it does not fail on them.
 */
import autocannon from 'autocannon';
import { runCleanups } from './cleanup.ts';
import { apiScenarios } from './api-scenarios.ts';
import { startServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50];
/** BENCH_ONLY='cart add,cart update' measures only those calls */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (name: string) => !ONLY || ONLY.includes(name);

interface Figure {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(origin: string, name: string, connections: number, requests: autocannon.Request[]): Promise<Figure> {
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

async function main() {
  // login is measured for its own cost (argon2id), not for the attempt limit that would answer 429
  process.env.ATTEMPT_LIMIT_SCALE = '1000000';
  const server = await startServer(process.cwd(), 3198);
  console.log(`Server at ${server.origin} (embedded PGlite in memory), ready in ${Math.round(server.readyMs)} ms; ${DURATION_S} s per run\n`);
  const figures: Figure[] = [];
  try {
    for (const scenario of await apiScenarios(server.origin, wanted)) {
      for (const connections of CONNECTIONS) {
        const figure = await run(server.origin, scenario.name, connections, scenario.requests);
        figures.push(figure);
        console.log(
          `${scenario.name.padEnd(19)} ${pad(connections, 3)} conn  ${pad(figure.rps, 6)} req/s  p50 ${pad(figure.p50, 4)} ms  p99 ${pad(figure.p99, 4)} ms${figure.non2xx || figure.errors ? `  (${figure.non2xx} non-2xx, ${figure.errors} errors)` : ''}`,
        );
      }
    }
  } finally {
    await server.stop();
    await runCleanups();
  }
  console.log('\nBudgets (10 connections, embedded database)');
  const at10 = (name: string) => figures.find((x) => x.name === name && x.connections === 10);
  for (const [name, rps, p99] of [
    ['product list', 1500, 30],
    ['search', Math.max(1500, at10('product list')?.rps ?? 0), 20],
    ['search results', 0, 20],
    ['cart add', 0, 50],
    ['cart update', 0, 50],
    ['apply coupon', 0, 50],
    ['place order', 0, 100],
    ['form: profile', 0, 300],
    ['form: newsletter', 0, 300],
    ['form: forgot pwd', 0, 300],
  ] as const) {
    const f = at10(name);
    if (!f) continue;
    const ok = f.rps >= rps && f.p99 < p99;
    console.log(`  ${ok ? 'OK  ' : 'OVER'}  ${name}: ${rps ? `>= ${rps} req/s and ` : ''}p99 < ${p99} ms  (${f.rps} req/s, p99 ${f.p99} ms)`);
  }
  const [filters, facetFilters] = [at10('search filters'), at10('search facetFilters')];
  if (filters && facetFilters) {
    const ok = filters.rps >= facetFilters.rps * 0.95 && !filters.non2xx;
    console.log(
      `  ${ok ? 'OK  ' : 'OVER'}  search filters: as fast as the same query with facetFilters, within 5%  (${filters.rps} against ${facetFilters.rps} req/s${filters.non2xx ? `, ${filters.non2xx} non-2xx` : ''})`,
    );
  }
}

main().catch(async (error) => {
  console.error(error);
  await runCleanups();
  process.exit(1);
});
