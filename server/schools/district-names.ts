import { areaKey, thaiAddresses } from '../customer/thai-address.ts';

const known = new Map<string, string | null>();

/**
 * The Thai names of institutions' districts (`city`, in English) from the Thai address book, by `state|city`;
 * a city the book has no district for in that province (a few list a town) is left out. Looked up once each.
 */
export async function thaiDistrictNames(places: readonly { city: string; state: string }[]): Promise<Map<string, string>> {
  const book = await thaiAddresses();
  const names = new Map<string, string>();
  for (const { city, state } of places) {
    const key = `${state}|${city}`;
    if (!known.has(key)) {
      const entry = book.search(city, 5000).find((e) => areaKey(e.district.en) === areaKey(city) && areaKey(e.province.en) === areaKey(state));
      known.set(key, entry?.district.th ?? null);
    }
    const name = known.get(key);
    if (name) names.set(key, name);
  }
  return names;
}
