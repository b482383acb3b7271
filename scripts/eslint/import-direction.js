// ESLint rule: who may import whom (ARCHITECTURE.md section 4). Paths are resolved against the repo root,
// so a relative '../../features/cart' is judged like '@/features/cart'.
import { dirname, relative, resolve } from 'node:path';

const ALIASES = [
  ['@/', 'src/'],
  ['@contract/', 'contract/'],
  ['@machines/', 'machines/'],
];

/** The layer a repo-relative path belongs to: 'contract', 'features/cart', 'routes', … or null for free code. */
export function layerOf(path) {
  const p = path.replace(/\\/g, '/');
  if (p.startsWith('contract/')) return 'contract';
  if (p.startsWith('machines/')) return 'machines';
  if (p.startsWith('server/')) return 'server';
  if (p.startsWith('locales/')) return 'locales';
  const feature = /^src\/features\/([^/]+)\//.exec(p);
  if (feature) return `features/${feature[1]}`;
  for (const layer of ['lib', 'ui', 'styles', 'routes', 'app']) if (p.startsWith(`src/${layer}/`)) return layer;
  return null;
}

/** Packages a layer may use; null means any package. */
const PACKAGES = { contract: ['valibot'], machines: ['xstate'] };

/** Which layers each layer may import from, besides itself. */
const ALLOWED = {
  contract: [],
  machines: ['contract'],
  server: ['contract'],
  lib: ['contract', 'machines', 'ui', 'styles', 'locales'],
  ui: ['contract', 'lib', 'styles'],
  styles: ['contract'],
  feature: ['contract', 'machines', 'lib', 'ui', 'styles'],
  routes: ['contract', 'machines', 'features/*', 'lib', 'ui', 'styles'],
  app: ['contract', 'machines', 'features/*', 'lib', 'ui', 'styles', 'routes', 'locales'],
};

export function verdict(fromLayer, target) {
  if (fromLayer === null) return null;
  const kind = fromLayer.startsWith('features/') ? 'feature' : fromLayer;
  if (target.package !== undefined) {
    const allowed = PACKAGES[kind];
    if (!allowed || allowed.some((p) => target.package === p || target.package.startsWith(`${p}/`))) return null;
    return `${fromLayer} may not use the package '${target.package}'`;
  }
  const to = target.layer;
  if (to === null || to === fromLayer) return null;
  const allowed = ALLOWED[kind];
  if (allowed.includes(to) || (to.startsWith('features/') && allowed.includes('features/*'))) return null;
  return `${fromLayer} may not import from ${to}`;
}

function resolveTarget(root, file, spec) {
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) return { layer: layerOf(dir + spec.slice(alias.length)) };
  if (spec.startsWith('.')) return { layer: layerOf(relative(root, resolve(dirname(file), spec))) };
  if (spec.startsWith('node:') || spec.startsWith('virtual:')) return { package: spec };
  const parts = spec.split('/');
  return { package: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

export const importDirection = {
  meta: { type: 'problem', docs: { description: 'Keep the import directions of ARCHITECTURE.md section 4' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename);
    // tests sit beside the code, and test tooling in testing/ folders, may use the test tools
    const from = /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) ? null : layerOf(file);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const problem = verdict(from, resolveTarget(root, context.filename, node.source.value));
      if (problem) context.report({ node: node.source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
