import type { ImageRef } from '@contract/catalogue';
import type { Locale } from '@contract/constants';

type Named = { colourTh: string[]; colourEn: string[] };
type Pictured = Named & { colourCode: string[]; colourSku: number[]; image: ImageRef };

/** Where a hit has a refined colour, in either language and whatever its case; -1 when it has none. */
function refinedIndex(refined: string[], hit: Named): number {
  const named = (names: string[]) => names.map((name) => name.toLowerCase());
  const th = named(hit.colourTh);
  const en = named(hit.colourEn);
  for (const value of refined) {
    const wanted = value.toLowerCase();
    const index = Math.max(th.indexOf(wanted), en.indexOf(wanted));
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * Refined colours as the page's language names them, read off the hits, which all have each refined colour (the
 * engine matches a colour in either language): an address with 'สีขาว' opened in English reads 'White'. A colour
 * no hit names stays as it is.
 */
export function colourNamesIn(locale: Locale, refined: string[], hits: Named[]): string[] {
  return refined.map((value) => {
    for (const hit of hits) {
      const named = (locale === 'en' ? hit.colourEn : hit.colourTh)[refinedIndex([value], hit)];
      if (named) return named;
    }
    return value;
  });
}

/**
 * Hits as cards in the colour refined (the first refined colour each has): its picture, and its variant as the
 * one the card opens. With no colour refined, or one a hit lacks, the hit stays in its default colour.
 */
export function inRefinedColour<Hit extends Pictured>(refined: string[], hits: Hit[]): (Hit & { sku?: number })[] {
  return hits.map((hit) => {
    const index = refinedIndex(refined, hit);
    const code = hit.colourCode[index];
    const sku = hit.colourSku[index];
    if (code === undefined || sku === undefined) return hit;
    return { ...hit, image: { ...hit.image, colour: code }, sku };
  });
}
