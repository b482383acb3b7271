import { readFile } from 'node:fs/promises';
import { getDatabase, setEngMode } from 'thai-address-universal';
import type { AreaField, ThaiAddressEntry, ThaiArea } from '../../contract/thai-address.ts';

/*
 * Thailand's administrative list from thai-address-universal (docs/decisions/019-thai-address-data.md),
 * loaded on first use into lookup maps. The package holds one row per subdistrict and postcode in each
 * language, both in the same order.
 */

/** A label in Thai or English, or an id from an entry. */
export type AreaValue = string | number;
export type AreaChoice = Record<Exclude<AreaField, 'postcode'>, AreaValue> & { postcode: string };
export type Resolved = { entry: ThaiAddressEntry } | { field: AreaField };

export interface ThaiAddressBook {
  /** Every subdistrict with that postcode. */
  byPostcode(postcode: string): ThaiAddressEntry[];
  /**
   * Entries whose subdistrict, district or province name (either language) is the text, starts with it
   * or contains it, in that order, subdistricts before districts before provinces; digits match the
   * start of the postcode.
   */
  search(text: string, limit: number): ThaiAddressEntry[];
  /** The entry of a combination, or the first field that does not fit the ones before it. */
  resolve(choice: AreaChoice): Resolved;
}

interface Area {
  label: ThaiArea;
  /** the Thai and the English name as `areaKey` writes them, and the package's own English name where ours replaced it */
  keys: string[];
}
interface Province extends Area {
  districts: District[];
}
interface District extends Area {
  subdistricts: Subdistrict[];
}
interface Subdistrict extends Area {
  entries: ThaiAddressEntry[];
}
interface Indexed {
  entry: ThaiAddressEntry;
  /** the subdistrict's, the district's and the province's keys */
  levels: [string[], string[], string[]];
}

const PREFIX = /^(?:(?:จังหวัด|จ\.|อำเภอ|อ\.|เขต|ตำบล|ต\.|แขวง)\s*|(?:changwat|amphoe|khet|tambon|khwaeng)\s+)/i;
const PROVINCE_ALIASES = new Map([
  ['กรุงเทพ', 'กรุงเทพมหานคร'],
  ['กรุงเทพฯ', 'กรุงเทพมหานคร'],
  ['กทม', 'กรุงเทพมหานคร'],
]);

/**
 * A name as shoppers type it, reduced for comparison: without a leading แขวง, เขต, ตำบล, อำเภอ, จังหวัด
 * (or their English words), case, spaces, hyphens and dots, so that "แขวงคลองตัน", "Khlong-Tan" and
 * "khlongtan" find their subdistrict.
 */
export function areaKey(text: string): string {
  const key = text
    .normalize('NFC')
    .trim()
    .replace(PREFIX, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  return PROVINCE_ALIASES.get(key) ?? key;
}

/** FNV-1a of the Thai names from the province down: stable while the names are. */
function idOf(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function area(path: string, th: string, packageEn: string, en = packageEn): Area {
  return { label: { id: idOf(path), th, en }, keys: [...new Set([areaKey(th), areaKey(en), areaKey(packageEn)])] };
}

/** A test for the places a value names: by id, or by either name. */
function naming(value: AreaValue): (place: Area) => boolean {
  if (typeof value === 'number') return (place) => place.label.id === value;
  const key = areaKey(value);
  return (place) => place.keys.includes(key);
}

/** How well a key matches the query: 0 equal, 1 starts with it, 2 contains it, -1 not at all. */
const matchKind = (key: string, query: string) => (key === query ? 0 : key.startsWith(query) ? 1 : key.includes(query) ? 2 : -1);

/** Better English names by Thai path (`province|district[|subdistrict]`), written by scripts/thai-address-english.ts. */
interface EnglishNames {
  districts: Record<string, string>;
  subdistricts: Record<string, string>;
}

async function englishNames(): Promise<EnglishNames> {
  return JSON.parse(await readFile(new URL('./thai-address-english.json', import.meta.url), 'utf8')) as EnglishNames;
}

async function load(): Promise<ThaiAddressBook> {
  const better = await englishNames();
  await setEngMode(true);
  const english = getDatabase();
  await setEngMode(false);
  const thai = getDatabase();
  if (thai.length !== english.length) throw new Error('thai-address-universal: the Thai and English lists differ in length');

  const provinces = new Map<string, Province>();
  const districts = new Map<string, District>();
  const subdistricts = new Map<string, Subdistrict>();
  const byPostcode = new Map<string, ThaiAddressEntry[]>();
  const indexed: Indexed[] = [];

  thai.forEach((row, i) => {
    const en = english[i]!;
    if (en.postal_code !== row.postal_code) throw new Error(`thai-address-universal: row ${i} differs between Thai and English`);
    // a few islands are listed without a postcode: no address can use them
    if (!row.postal_code) return;
    const provincePath = row.province;
    const districtPath = `${provincePath}|${row.district}`;
    const subdistrictPath = `${districtPath}|${row.sub_district}`;

    let province = provinces.get(provincePath);
    if (!province) provinces.set(provincePath, (province = { ...area(provincePath, row.province, en.province), districts: [] }));
    let district = districts.get(districtPath);
    if (!district) {
      districts.set(districtPath, (district = { ...area(districtPath, row.district, en.district, better.districts[districtPath]), subdistricts: [] }));
      province.districts.push(district);
    }
    let subdistrict = subdistricts.get(subdistrictPath);
    if (!subdistrict) {
      subdistricts.set(
        subdistrictPath,
        (subdistrict = { ...area(subdistrictPath, row.sub_district, en.sub_district, better.subdistricts[subdistrictPath]), entries: [] }),
      );
      district.subdistricts.push(subdistrict);
    }

    const entry: ThaiAddressEntry = { subdistrict: subdistrict.label, district: district.label, province: province.label, postcode: row.postal_code };
    subdistrict.entries.push(entry);
    const same = byPostcode.get(entry.postcode);
    if (same) same.push(entry);
    else byPostcode.set(entry.postcode, [entry]);
    indexed.push({ entry, levels: [subdistrict.keys, district.keys, province.keys] });
  });
  const provinceList = [...provinces.values()];

  return {
    byPostcode: (postcode) => byPostcode.get(postcode.trim()) ?? [],

    search(text, limit) {
      const query = areaKey(text);
      if (!query) return [];
      if (/^\d+$/.test(query))
        return indexed
          .filter(({ entry }) => entry.postcode.startsWith(query))
          .slice(0, limit)
          .map(({ entry }) => entry);
      // rank = kind of match x 3 + level (0 subdistrict, 1 district, 2 province)
      const ranked: ThaiAddressEntry[][] = Array.from({ length: 9 }, () => []);
      for (const { entry, levels } of indexed) {
        let best = Infinity;
        levels.forEach((keys, level) => {
          for (const key of keys) {
            const kind = matchKind(key, query);
            if (kind >= 0) best = Math.min(best, kind * 3 + level);
          }
        });
        if (best < Infinity) ranked[best]!.push(entry);
      }
      return ranked.flat().slice(0, limit);
    },

    resolve(choice) {
      const inProvince = provinceList.filter(naming(choice.province));
      if (!inProvince.length) return { field: 'province' };
      const inDistrict = inProvince.flatMap((p) => p.districts).filter(naming(choice.district));
      if (!inDistrict.length) return { field: 'district' };
      const inSubdistrict = inDistrict.flatMap((d) => d.subdistricts).filter(naming(choice.subdistrict));
      if (!inSubdistrict.length) return { field: 'subdistrict' };
      // no two entries share every name and the postcode (the unit test checks it), so the first is the one
      const entry = inSubdistrict.flatMap((s) => s.entries).find((e) => e.postcode === choice.postcode.trim());
      return entry ? { entry } : { field: 'postcode' };
    },
  };
}

let book: Promise<ThaiAddressBook> | undefined;

/** The list, loaded once on first use (a failed load is tried again by the next call). */
export function thaiAddresses(): Promise<ThaiAddressBook> {
  book ??= load().catch((error: unknown) => {
    book = undefined;
    throw error;
  });
  return book;
}
