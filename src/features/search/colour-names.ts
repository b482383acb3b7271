import type { Locale } from '@contract/constants';

type Named = { colourTh: string[]; colourEn: string[] };

/**
 * Refined colours as the page's language names them, read off the hits, which all have each refined colour (the
 * engine matches a colour in either language): an address with 'สีขาว' opened in English reads 'White'. A colour
 * no hit names stays as it is.
 */
export function colourNamesIn(locale: Locale, refined: string[], hits: Named[]): string[] {
  return refined.map((value) => {
    const wanted = value.toLowerCase();
    const at = (names: string[]) => names.findIndex((name) => name.toLowerCase() === wanted);
    for (const hit of hits) {
      const index = Math.max(at(hit.colourTh), at(hit.colourEn));
      const named = (locale === 'en' ? hit.colourEn : hit.colourTh)[index];
      if (index >= 0 && named) return named;
    }
    return value;
  });
}
