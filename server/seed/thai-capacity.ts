/**
 * A configuration's name as Thai pages show it, from the English one Apple's price list uses: units and words in
 * Thai ('13-inch' 13 นิ้ว, '49mm' 49 มม., '2m' 2 ม., '4 pack' แพ็ค 4 ชิ้น), chip, storage and network names as
 * Apple Thailand writes them, in English. Null when the Thai reads the same.
 */
export function thaiCapacity(capacity: string): string | null {
  const thai = capacity
    .replace(/^(\d+) pack$/, 'แพ็ค $1 ชิ้น')
    .replace(/\b(\d+)-inch\b/g, '$1 นิ้ว')
    .replace(/\b(\d+)mm\b/g, '$1 มม.')
    .replace(/\b(\d+)m\b/g, '$1 ม.')
    .replace(/ and Numeric Keypad$/, ' และแป้นตัวเลข');
  return thai === capacity ? null : thai;
}
