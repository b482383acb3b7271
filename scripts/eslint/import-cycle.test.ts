import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { createGraph, staticImports } from './import-cycle.js';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-cycle-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('import cycles', () => {
  it('counts imports that run at evaluation, not type-only or dynamic ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from '../c';",
      "export type { D } from './d';",
      "const e = () => import('./e');",
      "import './styles.css';",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a', '../c', './styles.css']);
  });

  it('finds the way back through other modules and aliases', () => {
    const root = project({
      'machines/a.ts': "import { b } from './b.ts';\nexport const a = 1;",
      'machines/b.ts': "import { c } from '@machines/c';\nexport const b = 2;",
      'machines/c.ts': "import { a } from './a';\nexport const c = 3;",
      'machines/d.ts': "import type { a } from './a';\nimport { b } from './b';\nexport const d = 4;",
    });
    const graph = createGraph(root);
    const chain: string[] = graph.pathBack(join(root, 'machines/b.ts'), join(root, 'machines/a.ts'));
    expect(chain.map((f) => f.slice(root.length + 1))).toEqual(['machines/b.ts', 'machines/c.ts', 'machines/a.ts']);
    // d imports into the cycle, but nothing leads back to d
    expect(graph.pathBack(join(root, 'machines/b.ts'), join(root, 'machines/d.ts'))).toBeNull();
  });
});
