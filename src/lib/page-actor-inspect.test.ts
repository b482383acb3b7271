import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Every `useActorRef(…)` call in the app's source, with the file it is in. */
function actorCalls(): { file: string; call: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(SRC, file), 'utf8');
      return [...source.matchAll(/useActorRef\(([^;]*?)\);?\n/gs)].map((match) => ({ file, call: match[1]! }));
    });
}

describe('page-scoped actors', () => {
  it('each actor a component starts joins the development inspector', () => {
    const calls = actorCalls();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter(({ call }) => !call.includes('inspect: pageActorInspect()')).map(({ file }) => file)).toEqual([]);
  });
});
