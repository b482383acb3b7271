import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msgid -> msgstr of a .po file (single-line entries, as lingui writes them). */
function entries(locale: string): Map<string, string> {
  const po = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const map = new Map<string, string>();
  for (const [, id, str] of po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const key = JSON.parse(id!) as string;
    if (key) map.set(key, JSON.parse(str!) as string);
  }
  return map;
}

describe('Lingui catalogues', () => {
  const th = entries('th');
  const en = entries('en');

  it('hold the same messages in Thai and English', () => {
    expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
    expect(th.size).toBeGreaterThan(0);
  });

  it('translate every message into Thai', () => {
    expect([...th].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
  });

  it('quote the Thai texts of the spec exactly', () => {
    expect(th.get('Not enough stock')).toBe('สินค้าไม่เพียงพอ');
    expect(th.get('Please log in')).toBe('กรุณาเข้าสู่ระบบ');
    expect(th.get('Cannot complete the transaction, please try again later')).toBe('ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง');
  });
});
