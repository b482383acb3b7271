import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue-data.ts';

describe('seed catalogue', () => {
  it('names each colour code the same way in every model, so a colour filter lists it once', () => {
    const names = new Map<string, Set<string>>();
    for (const model of catalogue)
      for (const colour of model.colours) {
        const seen = names.get(colour.code) ?? new Set<string>();
        seen.add(`${colour.nameTh} / ${colour.nameEn}`);
        names.set(colour.code, seen);
      }
    const ambiguous = [...names].filter(([, seen]) => seen.size > 1).map(([code, seen]) => `${code}: ${[...seen].join(', ')}`);
    expect(ambiguous).toEqual([]);
  });

  it('dates every model on a day that exists, written yyyy-mm-dd', () => {
    const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text);
    expect(catalogue.filter((m) => !isDay(m.releasedOn)).map((m) => `${m.key}: ${m.releasedOn}`)).toEqual([]);
  });
});
