import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { createFreshPostgres } from '../api/fresh-postgres.ts';
import { apiScenarios } from './api-scenarios.ts';
import { onCleanup, runCleanups } from './cleanup.ts';
import { DURATION_S, type Figure, figureLine, run } from './measure.ts';
import { roundRobin } from './round-robin.ts';
import { startServer } from './server.ts';

const MEASURED = ['cart add', 'place order'];
const CONNECTIONS = 50;

/** CPU milliseconds used so far by the processes `which` picks from /proc/<pid>/stat's fields (pid, ppid, process group). */
function cpuMs(which: (pid: number, ppid: number, group: number) => boolean): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      if (which(Number(entry), Number(fields[1]), Number(fields[2]))) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The local PostgreSQL server's main process (its backends are its children), or undefined when it runs elsewhere. */
async function postmasterOf(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    return Number(
      readFileSync(`/proc/${backend}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ')[1],
    );
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * `BENCH_INSTANCES=2`: cart add and place order at 50 connections through a round-robin proxy in front of one
 * instance, then of two, on one PostgreSQL database (and one instance without the proxy, to show what the proxy
 * costs). Prints requests per second, p50/p99, the ratio two/one, and the CPU time per request of the instances,
 * PostgreSQL and this process (load generator and proxy), which is what bounds throughput on a small machine.
 */
export async function compareInstances(serverUrl: string) {
  const database = await createFreshPostgres(serverUrl);
  onCleanup(() => database.drop());
  const env = { JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
  const a = await startServer(process.cwd(), 3198, { databaseUrl: database.url, env });
  const b = await startServer(process.cwd(), 3199, { databaseUrl: database.url, env });
  const postmaster = await postmasterOf(database.url);
  console.log(`Instances at ${a.origin} and ${b.origin} on PostgreSQL database ${database.name}; ${DURATION_S} s per run, ${CONNECTIONS} connections\n`);

  const setups = [
    { label: '1 instance, direct', ports: undefined },
    { label: '1 instance, proxy', ports: [a.port] },
    { label: '2 instances, proxy', ports: [a.port, b.port] },
  ];
  const results: { label: string; figure: Figure }[] = [];
  try {
    for (const setup of setups) {
      const proxy = setup.ports && (await roundRobin(setup.ports, 3197));
      // fresh carts and order carts for each setup, prepared on A: the data is in the shared database
      for (const scenario of await apiScenarios(a.origin, (name) => MEASURED.includes(name))) {
        const cpu = () => ({
          instances: cpuMs((_pid, _ppid, group) => group === a.group || group === b.group),
          postgres: postmaster ? cpuMs((pid, ppid) => pid === postmaster || ppid === postmaster) : 0,
          bench: cpuMs((pid) => pid === process.pid),
        });
        const before = cpu();
        const figure = await run(proxy ? proxy.origin : a.origin, scenario.name, CONNECTIONS, scenario.requests);
        const after = cpu();
        const requests = figure.rps * DURATION_S || 1;
        const per = (key: keyof typeof before) => ((after[key] - before[key]) / requests).toFixed(2);
        results.push({ label: setup.label, figure });
        console.log(
          `${figureLine(scenario.name, figure)}  [${setup.label}]  CPU ms/request: instances ${per('instances')}, PostgreSQL ${per('postgres')}, load generator + proxy ${per('bench')}`,
        );
      }
      await proxy?.stop();
    }
  } finally {
    await a.stop();
    await b.stop();
    await runCleanups();
  }

  console.log(`\nTwo instances against one, both behind the proxy (${CONNECTIONS} connections)`);
  for (const name of MEASURED) {
    const [one, two] = ['1 instance, proxy', '2 instances, proxy'].map((label) => results.find((r) => r.label === label && r.figure.name === name)?.figure);
    if (!one || !two) continue;
    const ratio = two.rps / one.rps;
    console.log(
      `  ${ratio >= 1.6 && two.p99 < 100 ? 'OK  ' : 'OVER'}  ${name}: ${ratio.toFixed(2)}x (${one.rps} -> ${two.rps} req/s), p99 ${one.p99} -> ${two.p99} ms (budget: >= 1.6x, p99 < 100 ms)`,
    );
  }
}
