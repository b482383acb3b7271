import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { catalogueChanged } from './changes.ts';
import { listCache } from './list-cache.ts';

/** the cache only uses its database as the key of its change notifications */
const database = () => ({}) as Db;

describe('listCache', () => {
  it('loads a key once and answers it from memory after', async () => {
    const cached = listCache<number>(database());
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached('a', load)).toBe(1);
    expect(await cached('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets everything when the catalogue changes', async () => {
    const db = database();
    const cached = listCache<number>(db);
    let loads = 0;
    await cached('a', async () => ++loads);
    catalogueChanged(db);
    expect(await cached('a', async () => ++loads)).toBe(2);
  });

  it("keeps its answers when another database's catalogue changes", async () => {
    const cached = listCache<number>(database());
    let loads = 0;
    await cached('a', async () => ++loads);
    catalogueChanged(database());
    expect(await cached('a', async () => ++loads)).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cached = listCache<number>(database());
    await expect(cached('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('a', async () => 7)).toBe(7);
  });

  it('stays within its bound', async () => {
    const cached = listCache<number>(database(), 2);
    let loads = 0;
    for (const key of ['a', 'b', 'c']) await cached(key, async () => ++loads);
    await cached('a', async () => ++loads);
    expect(loads).toBe(4);
  });
});
