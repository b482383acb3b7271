import type { SearchParams } from '../../contract/search.ts';

/** Attribute names given as a list or a comma-separated string; undefined when not given. */
export function namesOf(list: string | readonly string[] | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const names = typeof list === 'string' ? list.split(',') : list;
  return names.map((name) => name.trim()).filter(Boolean);
}

function valueAt(record: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Copies `path` of `from` into `to`, creating the objects on the way (`image.slug` gives `{ image: { slug } }`). */
function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, path: string[]) {
  const value = valueAt(from, path);
  if (value === undefined) return;
  let target = to;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target = (target[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  target[path.at(-1)!] = value;
}

/**
 * Algolia's attributesToRetrieve: every attribute when not given or with `*` (less those written `-name`),
 * otherwise only the names listed, nested ones with dots; `objectID` always, and the `_highlightResult`-like
 * fields Algolia adds are not attributes.
 */
export function retrieve<R extends { objectID: unknown }>(record: R, list: SearchParams['attributesToRetrieve']): Partial<R> & Pick<R, 'objectID'> {
  const names = namesOf(list);
  if (!names) return record;
  const out: Record<string, unknown> = { objectID: record.objectID };
  const entries = Object.entries(record);
  if (names.includes('*')) {
    const excluded = new Set(names.filter((name) => name.startsWith('-')).map((name) => name.slice(1)));
    for (const [key, value] of entries) if (!excluded.has(key) || key === 'objectID') out[key] = value;
  } else {
    for (const [key, value] of entries) if (key.startsWith('_')) out[key] = value;
    for (const name of names) if (!name.startsWith('-')) copyPath(record, out, name.split('.'));
  }
  return out as Partial<R> & Pick<R, 'objectID'>;
}
