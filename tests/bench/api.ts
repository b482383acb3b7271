/**
 * `npm run bench:api`: autocannon against the server on the embedded database (a fresh in-memory PGlite),
 * requests per second and p50/p99 latency at 10 and 50 connections for the API calls a shopper makes most.
 * BENCH_DATABASE_URL=postgres://… runs it on a fresh database of that PostgreSQL server (its user may CREATE
 * DATABASE); with BENCH_INSTANCES=2 as well, it compares one instance with two on that database instead
 * (tests/bench/api-instances.ts). It prints figures and the budgets beside them; it does not fail on them.
 */
import { createFreshPostgres } from '../api/fresh-postgres.ts';
import { compareInstances } from './api-instances.ts';
import { onCleanup, runCleanups } from './cleanup.ts';
import { apiScenarios } from './api-scenarios.ts';
import { DURATION_S, type Figure, figureLine, run } from './measure.ts';
import { startServer } from './server.ts';

const CONNECTIONS = [10, 50];
/** BENCH_ONLY='cart add,cart update' measures only those calls */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (name: string) => !ONLY || ONLY.includes(name);
const POSTGRES = process.env.BENCH_DATABASE_URL;

async function main() {
  // login is measured for its own cost (argon2id), not for the attempt limit that would answer 429
  process.env.ATTEMPT_LIMIT_SCALE = '1000000';
  if (POSTGRES && Number(process.env.BENCH_INSTANCES ?? 1) >= 2) return compareInstances(POSTGRES);
  const database = POSTGRES ? await createFreshPostgres(POSTGRES) : undefined;
  if (database) onCleanup(() => database.drop());
  const server = await startServer(process.cwd(), 3198, { databaseUrl: database?.url });
  const where = database ? `PostgreSQL database ${database.name}` : 'embedded PGlite in memory';
  console.log(`Server at ${server.origin} (${where}), ready in ${Math.round(server.readyMs)} ms; ${DURATION_S} s per run\n`);
  const figures: Figure[] = [];
  try {
    for (const scenario of await apiScenarios(server.origin, wanted)) {
      for (const connections of CONNECTIONS) {
        const figure = await run(server.origin, scenario.name, connections, scenario.requests);
        figures.push(figure);
        console.log(figureLine(scenario.name, figure));
      }
    }
  } finally {
    await server.stop();
    await runCleanups();
  }
  console.log(`\nBudgets (10 connections, ${database ? 'PostgreSQL' : 'embedded database'})`);
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
    // a run in which nothing answered (0 req/s) is no figure at all, whatever its p99 reads
    const ok = f.rps > 0 && f.rps >= rps && f.p99 < p99 && f.errors === 0;
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
