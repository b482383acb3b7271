/**
 * Fills empty msgstr entries of a catalogue from a JSON map of msgid -> translation:
 *   npx tsx scripts/i18n-translate.ts th translations.json
 * Existing translations are kept; msgids the map does not know are listed so none is forgotten.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [locale, mapFile] = process.argv.slice(2);
if (!locale || !mapFile) throw new Error('usage: i18n-translate <locale> <map.json>');
const file = `locales/${locale}/messages.po`;
const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>;
const quote = (s: string) => JSON.stringify(s);
const missing: string[] = [];

const out = readFileSync(file, 'utf8').replace(/msgid (".*")\nmsgstr ""(?=\n(?!"))/g, (whole, rawId: string) => {
  const id = JSON.parse(rawId) as string;
  if (id === '') return whole;
  const text = map[id];
  if (text === undefined) {
    missing.push(id);
    return whole;
  }
  return `msgid ${rawId}\nmsgstr ${quote(text)}`;
});
writeFileSync(file, out);
if (missing.length) console.log(`No ${locale} text yet for:\n${missing.map((m) => `  ${m}`).join('\n')}`);
