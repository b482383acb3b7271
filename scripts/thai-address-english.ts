// Writes server/customer/thai-address-english.json, the English names that replace thai-address-universal's poor
// machine romanisations (docs/decisions/019-thai-address-data.md). Subdistricts: the Department of Provincial
// Administration's names as published in thailand-geography-json (MIT, © Joe Takara), taken where both lists name
// the same place (the Thai names from the province down match) and the two spellings are close enough to be the same
// name; a distant spelling means the lists disagree on the place, and the package's name stays. Districts: the
// package's names are mostly right and that list's are not better; the few broken ones are corrected by hand below.
// Usage: npx tsx scripts/thai-address-english.ts <path to thailand-geography-json/src>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDatabase, setEngMode } from 'thai-address-universal';

const DISTRICTS: Record<string, string> = {
  'กรุงเทพมหานคร|สาทร': 'Sathon',
  'ขอนแก่น|อุบลรัตน์': 'Ubolratana',
  'ขอนแก่น|แวงใหญ่': 'Waeng Yai',
  'ฉะเชิงเทรา|สนามชัยเขต': 'Sanam Chai Khet',
  'นครปฐม|นครชัยศรี': 'Nakhon Chai Si',
  'นครพนม|ศรีสงคราม': 'Si Songkhram',
  'สมุทรสาคร|กระทุ่มแบน': 'Krathum Baen',
  'สิงห์บุรี|ค่ายบางระจัน': 'Khai Bang Rachan',
  'เชียงใหม่|กัลยาณิวัฒนา': 'Galyani Vadhana',
  'ขอนแก่น|ภูผาม่าน': 'Phu Pha Man',
  'อุตรดิตถ์|น้ำปาด': 'Nam Pat',
  'เพชรบุรี|ชะอำ': 'Cha-am',
};

type Row = { province: string; district: string; sub_district: string };
type Named = Record<string, string | number>;

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

const sameName = (a: string, b: string) => distance(letters(a), letters(b)) <= Math.max(letters(a).length, letters(b).length) / 2;

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/thai-address-english.ts <path to thailand-geography-json/src>');
const read = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Named[];
const bare = (name: string) => name.replace(/^(เขต|แขวง|อำเภอ|ตำบล)/, '').trim();
const provinces = new Map(read('provinces').map((p) => [p.provinceCode, String(p.provinceNameTh)]));
const districts = new Map(read('districts').map((d) => [d.districtCode, bare(String(d.districtNameTh))]));
const official = new Map(
  read('subdistricts').map((s) => [
    `${provinces.get(s.provinceCode)}|${districts.get(s.districtCode)}|${bare(String(s.subdistrictNameTh))}`,
    String(s.subdistrictNameEn).trim(),
  ]),
);

await setEngMode(true);
const english = getDatabase() as Row[];
await setEngMode(false);
const thai = getDatabase() as Row[];

const subdistricts: Record<string, string> = {};
thai.forEach((row, i) => {
  const path = `${row.province}|${row.district}|${row.sub_district}`;
  const name = official.get(path);
  const ours = english[i]!.sub_district;
  if (name && name !== ours && sameName(name, ours)) subdistricts[path] = name;
});
const out = new URL('../server/customer/thai-address-english.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ districts: DISTRICTS, subdistricts }, null, 2)}\n`);
console.log(`${Object.keys(subdistricts).length} subdistrict and ${Object.keys(DISTRICTS).length} district names written`);
