import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

type Compiled = Record<string, unknown>;

/** Where the Lingui macro left a message's id: `i18n._({ id: "…" })`, `t({ id: … })`, `<Trans id="…">`. */
const MESSAGE_ID = /\bid\s*[:=]\s*\{?\s*["'`]([A-Za-z0-9+/]{6})["'`]/g;
/** Any string literal shaped like an id, for the check that nothing the bundle says was left without its text. */
const ID_LITERAL = /["'`]([A-Za-z0-9+/]{6})["'`]/g;

/** The ids of the catalogue that a module's code names. */
export function messageIdsIn(code: string, catalogue: Compiled): string[] {
  return [...new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[1]!))].filter((id) => Object.hasOwn(catalogue, id)).sort();
}

/** The statement that registers a module's Thai texts, placed before the module's own code runs. */
export function registration(ids: string[], catalogue: Compiled): string {
  const texts = Object.fromEntries(ids.map((id) => [id, catalogue[id]]));
  return `import { i18n as __linguiI18n } from '@lingui/core';\n__linguiI18n.load('th', JSON.parse(${JSON.stringify(JSON.stringify(texts))}));\n`;
}

async function compiledThai(): Promise<Compiled> {
  const config = getConfig();
  const [catalog] = await getCatalogs(config);
  const { messages } = await catalog!.getTranslations('th', { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? 'en' });
  const { source, errors } = createCompiledCatalog('th', messages, { namespace: 'json' });
  if (errors.length > 0) throw new Error(`The Thai catalogue does not compile: ${errors.map((e) => e.id).join(', ')}`);
  return (JSON.parse(source) as { messages: Compiled }).messages;
}

/**
 * In a build, each module carries the Thai texts it says, registered with Lingui when the module runs, instead of
 * the whole catalogue in the first view: a page downloads the texts of the code it loads (docs/decisions/029-thai-texts-with-the-code-that-says-them.md).
 * English, which a shopper chooses, still loads whole on first need. The bundle is checked: an id the code names
 * that no module registered fails the build rather than show a shopper its hash.
 */
export function thaiMessagesPerModule(): Plugin {
  let catalogue: Compiled = {};
  const registered = new Set<string>();
  return {
    name: 'thai-messages-per-module',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      catalogue = await compiledThai();
      registered.clear();
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const ids = messageIdsIn(code, catalogue);
      if (ids.length === 0) return null;
      for (const messageId of ids) registered.add(messageId);
      return { code: registration(ids, catalogue) + code, map: null };
    },
    generateBundle(_options, bundle) {
      const unregistered = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const [, literal] of file.code.matchAll(ID_LITERAL)) {
          if (Object.hasOwn(catalogue, literal!) && !registered.has(literal!)) unregistered.add(literal!);
        }
      }
      if (unregistered.size > 0) this.error(`Messages named in the bundle without their Thai text: ${[...unregistered].join(', ')}`);
    },
  };
}
