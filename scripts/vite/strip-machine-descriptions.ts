import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

const MACHINE_FILE = /[\\/]machines[\\/][^\\/]+[\\/][^\\/]+\.machine\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `description: 'text'` (or a template without expressions), the prose the visualiser shows. */
function isDescription(property: Node): boolean {
  if (property.type !== 'Property' || property.computed) return false;
  const key = property.key as Node;
  const value = property.value as Node;
  const named = (key.type === 'Identifier' && key.name === 'description') || (key.type === 'Literal' && key.value === 'description');
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') || (value.type === 'TemplateLiteral' && (value.expressions as Node[]).length === 0);
  return named && text;
}

/**
 * Removes the `description`s of statecharts from JavaScript: they document states and events for the visualiser
 * and the QA paths, which read the source, while the shopper's browser would only download them.
 */
export function stripDescriptions(code: string, fileName: string) {
  const text = new MagicString(code);
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      properties.forEach((property, i) => {
        if (!isDescription(property)) return;
        const next = properties[i + 1];
        const previous = properties[i - 1];
        if (next) text.remove(property.start, next.start);
        else if (previous) text.remove(previous.end, property.end);
        else text.remove(property.start, property.end);
      });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code, { lang: 'js' }, fileName) as unknown as Node);
  return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true, source: fileName }) } : null;
}

/** In production builds only: development keeps the descriptions for the inspector (docs/inspect.md). */
export const stripMachineDescriptions = (): Plugin => ({
  name: 'strip-machine-descriptions',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    return MACHINE_FILE.test(id) ? stripDescriptions(code, id) : null;
  },
});
