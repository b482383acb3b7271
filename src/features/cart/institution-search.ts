import type { SchoolListItem } from '@contract/schools';
import { THAI_PROVINCES } from '@contract/thai-provinces';

/** At most this many institutions are listed at once; the count says how many more match. */
export const INSTITUTION_LIST_CAP = 50;

/** Thai vowel signs above and below the consonant and the tone marks: typed in either order, they look the same. */
const THAI_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]+/g;
/** Spaces, punctuation and Latin accents are left out of a comparison. */
const IGNORED = /[\s\u0300-\u036f.,;:'’"()\-–/&]+/g;

/**
 * The text a comparison uses: lower case, without spaces, punctuation or accents, with Thai marks in one order and
 * sara am (ำ) written one way (it decomposes to nikhahit + sara aa, which some keyboards type apart).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(IGNORED, '')
    .replace(THAI_MARKS, (marks) => [...marks].sort().join(''));
}

export interface Institution {
  customerId: string;
  /** the name in the page's language */
  name: string;
  /** district and province */
  place: string;
}

interface Indexed extends Institution {
  names: string[];
  places: string[];
}

export interface InstitutionMatches {
  items: Institution[];
  /** every match, also those past the cap */
  total: number;
}

/** The list prepared once for searching: names, districts and provinces in both languages, folded. */
export function indexInstitutions(schools: readonly SchoolListItem[], locale: string): Indexed[] {
  const english = locale === 'en';
  const collator = new Intl.Collator(english ? 'en' : 'th');
  return schools
    .map((s) => {
      const provinceTh = (THAI_PROVINCES as Record<string, string>)[s.state] ?? s.state;
      return {
        customerId: s.customerId,
        name: english ? s.company.en : s.company.th,
        place: english ? `${s.city}, ${s.state}` : `${s.cityTh ?? s.city}, ${provinceTh}`,
        names: [foldText(s.company.th), foldText(s.company.en)],
        places: [foldText(s.city), foldText(s.cityTh ?? ''), foldText(s.state), foldText(provinceTh)].filter(Boolean),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Institutions matching what the shopper typed: every word of it in a name (Thai or English), the district or the
 * province. Names that start with the text come first, then names that hold it, then places; the list keeps its
 * alphabetical order within each group. An empty text lists every institution.
 */
export function searchInstitutions(index: readonly Indexed[], query: string, cap = INSTITUTION_LIST_CAP): InstitutionMatches {
  const words = query.split(/\s+/).map(foldText).filter(Boolean);
  const whole = foldText(query);
  const ranked: Indexed[][] = [[], [], []];
  for (const entry of index) {
    const fields = [...entry.names, ...entry.places];
    if (!words.every((word) => fields.some((field) => field.includes(word)))) continue;
    const rank = entry.names.some((name) => name.startsWith(whole)) ? 0 : entry.names.some((name) => name.includes(whole)) ? 1 : 2;
    ranked[rank]!.push(entry);
  }
  const matches = ranked.flat();
  return {
    items: matches.slice(0, cap).map(({ customerId, name, place }) => ({ customerId, name, place })),
    total: matches.length,
  };
}
