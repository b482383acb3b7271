// ESLint rule: no import cycles. Modules that import each other, directly or through others, evaluate in an order
// that depends on which one is loaded first; a value read during evaluation can then be undefined. Type-only
// imports and dynamic import() are erased or deferred, so they do not count.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ALIASES = [
  ['@/', 'src/'],
  ['@contract/', 'contract/'],
  ['@machines/', 'machines/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The file an import names, or null for a package or a file that is not there. */
export function resolveImport(root, fromFile, spec) {
  let base = null;
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) base = resolve(root, dir + spec.slice(alias.length));
  if (base === null && spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.[cm]?[jt]sx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The specifiers a source imports at evaluation time (no `import type`, no dynamic import). */
export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

/** The import graph, read from disk as needed; one per lint run. */
export function createGraph(root) {
  const edges = new Map();
  const importsOf = (file) => {
    if (!edges.has(file)) {
      let source = '';
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        // a file that cannot be read imports nothing
      }
      edges.set(
        file,
        staticImports(source).flatMap((spec) => resolveImport(root, file, spec) ?? []),
      );
    }
    return edges.get(file);
  };
  /** The chain of files from `start` back to `target`, or null when there is none. */
  const pathBack = (start, target) => {
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const file = queue.shift();
      if (file === target) {
        const chain = [];
        for (let at = file; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      for (const next of importsOf(file)) {
        if (!previous.has(next)) {
          previous.set(next, file);
          queue.push(next);
        }
      }
    }
    return null;
  };
  return { importsOf, pathBack };
}

export const importCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles between modules' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = resolve(root, context.filename);
    const graph = createGraph(root);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(root, file, node.source.value);
      if (!target) return;
      const chain = graph.pathBack(target, file);
      if (chain) context.report({ node: node.source, message: `import cycle: ${[file, ...chain].map((f) => relative(root, f)).join(' -> ')}` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
