import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, is, type Table } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db, Tx } from './client.ts';

/**
 * A statement of a hot path, parsed and planned once per connection. Parameters are `$n` with a cast
 * (`$1::uuid`) so that both PostgreSQL and PGlite know their types. Columns are aliased `"group.key"`
 * (see `columns`) and come back as nested objects.
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** the row's shape, for typing only */
  readonly row?: Row;
}

export const statement = <Row>(name: string, text: string): Statement<Row> => ({ name, text });

export type Param = string | number | boolean | Date | null;

/** `alias.column as "group.key"` for a table's columns (or some of them), in the table's order. */
export function columns<T extends Table>(table: T, alias: string, group: string, keys?: readonly (keyof T['_']['columns'] & string)[]) {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !keys || keys.includes(key))
    .map(([key, column]) => `${alias}.${column.name} as "${group}.${key}"`)
    .join(', ');
}

/** `{ "cart.id": …, "line.id": null, … }` to `{ cart: { id }, line: null }`: a group whose id is null is absent. */
function nest(flat: Record<string, unknown>): Record<string, Record<string, unknown> | null> {
  const out: Record<string, Record<string, unknown> | null> = {};
  for (const [alias, value] of Object.entries(flat)) {
    const dot = alias.indexOf('.');
    const group = alias.slice(0, dot);
    (out[group] ??= {})[alias.slice(dot + 1)] = value;
  }
  for (const group of Object.keys(out)) if ('id' in out[group]! && out[group]!.id === null) out[group] = null;
  return out;
}

/** The embedded database answers EXECUTE with literals; every value is escaped by node-postgres' own escapeLiteral. */
function literal(value: Param): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  const text = value instanceof Date ? value.toISOString() : value;
  // PostgreSQL reads a query up to its first NUL: refuse rather than let it cut a literal short
  if (text.includes('\0')) throw new TypeError('a text parameter holds a NUL character');
  return pg.escapeLiteral(text);
}

const preparedOn = new WeakMap<PGlite, Map<string, Promise<void>>>();

/**
 * Prepares statements on the embedded database, once per database and statement, outside any transaction.
 * node-postgres prepares a named statement on each pooled connection by itself.
 */
export async function prepare(db: Db, statements: readonly Statement<unknown>[]): Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) return;
  let done = preparedOn.get(client);
  if (!done) preparedOn.set(client, (done = new Map()));
  for (const { name, text } of statements) {
    if (!done.has(name))
      done.set(
        name,
        client.exec(`prepare ${name} as ${text}`).then(() => undefined),
      );
    await done.get(name);
  }
}

interface PgliteClient {
  exec(query: string): Promise<{ rows: Record<string, unknown>[] }[]>;
}
interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Runs a prepared statement in the transaction (or on the database) given; rows come back nested. */
export async function run<Row>(tx: Tx, { name, text }: Statement<Row>, params: readonly Param[]): Promise<Row[]> {
  const { session } = tx._;
  // the driver's client is not part of drizzle's typed surface; both drivers keep it on the session
  const client = (session as unknown as { client: unknown }).client;
  const rows = is(session, PgliteSession)
    ? (await (client as PgliteClient).exec(`execute ${name}${params.length ? `(${params.map(literal).join(', ')})` : ''}`))[0]!.rows
    : (await (client as PgClient).query({ name, text, values: [...params] })).rows;
  return rows.map(nest) as Row[];
}
