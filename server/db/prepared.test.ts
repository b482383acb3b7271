import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { prepare, run, statement } from './prepared.ts';

const echo = statement<{ value: { text: string | null; number: number | null; flag: boolean | null; at: Date | null } }>(
  'test_echo',
  `select $1::text as "value.text", $2::int as "value.number", $3::boolean as "value.flag", $4::timestamptz as "value.at"`,
);
const groups = statement<{ a: { id: number; name: string }; b: { id: number; name: string } | null }>(
  'test_groups',
  `select 1 as "a.id", 'one' as "a.name", null::int as "b.id", null::text as "b.name"`,
);
const count = statement<{ n: { value: number } }>('test_count', `select count(*)::int as "n.value" from (select 1) as t where $1::text = 'x'`);

let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://');
  await prepare(database.db, [echo, groups, count]);
}, 60_000);
afterAll(() => database.close());

describe('run', () => {
  it.each([
    ["it's", 'a single quote'],
    ['C:\\path\\', 'backslashes'],
    ["\\'); drop table carts; --", 'an attempt to end the literal'],
    ['สุขสันต์วันเกิด 🎁', 'Thai and an emoji'],
    ['$1 $$ $tag$', 'dollar signs'],
  ])('passes %j back unchanged (%s)', async (text) => {
    const [row] = await run(database.db, echo, [text, null, null, null]);
    expect(row!.value.text).toBe(text);
    const [carts] = await run(database.db, count, ['x']);
    expect(carts!.n.value).toBe(1);
  });

  it('passes numbers, booleans, dates and nulls with their types', async () => {
    const at = new Date('2026-11-21T07:30:00.123Z');
    const [row] = await run(database.db, echo, [null, -42, true, at]);
    expect(row!.value).toEqual({ text: null, number: -42, flag: true, at });
    expect(row!.value.at).toBeInstanceOf(Date);
  });

  it('refuses a NUL character or a number that is not finite rather than send them', async () => {
    await expect(run(database.db, echo, ['a\0b', null, null, null])).rejects.toThrow(/NUL/);
    await expect(run(database.db, echo, [null, Number.NaN, null, null])).rejects.toThrow(/finite/);
  });

  it('nests aliased columns and leaves out a group whose id is null', async () => {
    const [row] = await run(database.db, groups, []);
    expect(row).toEqual({ a: { id: 1, name: 'one' }, b: null });
  });

  it('runs inside a transaction and sees its writes', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute('create temporary table t (v text)');
      return run(tx, echo, ['inside', 1, false, null]);
    });
    expect(seen[0]!.value.text).toBe('inside');
  });

  it('fails clearly when a statement was not prepared on this database', async () => {
    const stray = statement('test_never_prepared', 'select 1 as "x.value"');
    await expect(run(database.db, stray, [])).rejects.toThrow(/test_never_prepared/);
  });
});
