import { beforeAll, describe, expect, it } from 'vitest';
import type { ThaiAddressEntry } from '../../contract/thai-address.ts';
import { areaKey, type ThaiAddressBook, thaiAddresses } from './thai-address.ts';

let book: ThaiAddressBook;
beforeAll(async () => {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  book = await thaiAddresses();
  const ms = performance.now() - started;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  console.log(`thai-address: first load ${ms.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MiB`);
});

const names = (entries: ThaiAddressEntry[]) => entries.map((e) => `${e.subdistrict.th}/${e.district.th}/${e.postcode}`);

/** Every entry, through the postcode prefixes 1 to 9. */
const everyEntry = () => ['1', '2', '3', '4', '5', '6', '7', '8', '9'].flatMap((digit) => book.search(digit, Infinity));

describe('the list', () => {
  it('is loaded once', async () => {
    expect(await thaiAddresses()).toBe(book);
  });

  it('holds every province, district and subdistrict with a postcode, each with one id', () => {
    const entries = everyEntry();
    const distinct = (pick: (e: ThaiAddressEntry) => { id: number; th: string }, parents: (e: ThaiAddressEntry) => string) => {
      const byId = new Map<number, string>();
      for (const e of entries) {
        const path = `${parents(e)}|${pick(e).th}`;
        expect(byId.get(pick(e).id) ?? path, `id ${pick(e).id}`).toBe(path);
        byId.set(pick(e).id, path);
      }
      return byId.size;
    };
    expect(
      distinct(
        (e) => e.province,
        () => '',
      ),
    ).toBe(77);
    expect(
      distinct(
        (e) => e.district,
        (e) => e.province.th,
      ),
    ).toBe(928);
    expect(
      distinct(
        (e) => e.subdistrict,
        (e) => `${e.province.th}|${e.district.th}`,
      ),
    ).toBeGreaterThan(7400);
    expect(entries.every((e) => /^[1-9]\d{4}$/.test(e.postcode) && e.subdistrict.en && e.district.en && e.province.en)).toBe(true);
  });

  it('resolves every entry from its Thai labels, its English labels and its ids to that same entry', () => {
    for (const e of everyEntry()) {
      for (const lang of ['th', 'en', 'id'] as const) {
        const value = (a: { id: number; th: string; en: string }) => (lang === 'id' ? a.id : a[lang]);
        const resolved = book.resolve({ province: value(e.province), district: value(e.district), subdistrict: value(e.subdistrict), postcode: e.postcode });
        expect(resolved, `${names([e])[0]} by ${lang}`).toEqual({ entry: e });
      }
    }
  });
});

describe('by postcode', () => {
  it('answers every subdistrict with the postcode, in both languages', () => {
    const entries = book.byPostcode('10330');
    expect(names(entries).sort()).toEqual(['ปทุมวัน/ปทุมวัน/10330', 'รองเมือง/ปทุมวัน/10330', 'ลุมพินี/ปทุมวัน/10330', 'วังใหม่/ปทุมวัน/10330']);
    expect(entries.find((e) => e.subdistrict.th === 'วังใหม่')).toMatchObject({
      subdistrict: { th: 'วังใหม่', en: 'Wang Mai' },
      district: { th: 'ปทุมวัน', en: 'Pathum Wan' },
      province: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
    });
  });

  it('answers subdistricts of several districts that share a postcode', () => {
    expect(names(book.byPostcode('10110'))).toEqual(expect.arrayContaining(['คลองตัน/คลองเตย/10110', 'คลองเตยเหนือ/วัฒนา/10110']));
  });

  it('answers nothing for a postcode that does not exist', () => {
    expect(book.byPostcode('99999')).toEqual([]);
  });
  it('gives the official English names where the package romanised badly (สีลม, สาทร), and finds them', () => {
    const silom = book.byPostcode('10500').find((e) => e.subdistrict.th === 'สีลม')!;
    expect(silom.subdistrict.en).toBe('Si Lom');
    expect(book.search('Si Lom', 5)[0]?.subdistrict.th).toBe('สีลม');
    expect(book.search('Sinm', 5)[0]?.subdistrict.en, "the package's name still finds it").toBe('Si Lom');
    expect(book.search('สาทร', 1)[0]?.district.en).toBe('Sathon');
  });
});

describe('by text', () => {
  it('puts the subdistrict of that name first, then the district of that name, then names that start with it', () => {
    expect(names(book.search('บางรัก', 20))).toEqual([
      'บางรัก/บางรัก/10500',
      'บางรัก/เมืองตรัง/92000',
      'มหาพฤฒาราม/บางรัก/10500',
      'สีลม/บางรัก/10500',
      'สี่พระยา/บางรัก/10500',
      'สุริยวงศ์/บางรัก/10500',
      'บางรักพัฒนา/บางบัวทอง/11110',
      'บางรักใหญ่/บางบัวทอง/11110',
      'บางรักน้อย/เมืองนนทบุรี/11000',
    ]);
  });

  it('finds English names whatever the case, spaces and hyphens', () => {
    for (const text of ['Bang Rak', 'bangrak', 'BANG-RAK']) expect(names(book.search(text, 1)), text).toEqual(['บางรัก/บางรัก/10500']);
  });

  it('finds a name from a part inside it', () => {
    expect(names(book.search('เตยเหนือ', 20))).toContain('คลองเตยเหนือ/วัฒนา/10110');
  });

  it('reads past แขวง, เขต and the like, and knows กทม', () => {
    expect(names(book.search('แขวงคลองตัน', 20))).toContain('คลองตัน/คลองเตย/10110');
    expect(book.search('กทม', 5).every((e) => e.province.th === 'กรุงเทพมหานคร')).toBe(true);
  });

  it('takes digits as the start of a postcode', () => {
    const entries = book.search('1033', 50);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.postcode.startsWith('1033'))).toBe(true);
  });

  it('answers a short query over the whole list in a few milliseconds', () => {
    const started = performance.now();
    for (let i = 0; i < 100; i++) book.search('บาง', 20);
    const ms = (performance.now() - started) / 100;
    console.log(`thai-address: search 'บาง' ${ms.toFixed(2)} ms`);
    expect(ms).toBeLessThan(20);
  });

  it('answers at most the limit, and nothing for text without a letter or digit', () => {
    expect(book.search('บาง', 5)).toHaveLength(5);
    expect(book.search(' -.! ', 20)).toEqual([]);
  });
});

describe('checking a combination', () => {
  const WANG_MAI = { province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', subdistrict: 'วังใหม่', postcode: '10330' };

  it('accepts it in Thai, in English, mixed, and written as shoppers write it', () => {
    const expected = book.byPostcode('10330').find((e) => e.subdistrict.th === 'วังใหม่');
    for (const choice of [
      WANG_MAI,
      { province: 'Bangkok', district: 'Pathum Wan', subdistrict: 'Wang Mai', postcode: '10330' },
      { province: 'bangkok', district: 'Pathumwan', subdistrict: 'วังใหม่', postcode: ' 10330 ' },
      { province: 'กทม.', district: 'เขตปทุมวัน', subdistrict: 'แขวง วังใหม่', postcode: '10330' },
      { province: 'จ.กรุงเทพฯ', district: 'Khet Pathum Wan', subdistrict: 'Khwaeng Wang Mai', postcode: '10330' },
    ]) {
      expect(book.resolve(choice), JSON.stringify(choice)).toEqual({ entry: expected });
    }
  });

  it('names the first field that does not fit the ones before it', () => {
    expect(book.resolve({ ...WANG_MAI, province: 'แอตแลนติส' })).toEqual({ field: 'province' });
    expect(book.resolve({ ...WANG_MAI, district: 'เมืองเชียงใหม่' })).toEqual({ field: 'district' });
    expect(book.resolve({ ...WANG_MAI, subdistrict: 'สีลม' })).toEqual({ field: 'subdistrict' });
    expect(book.resolve({ ...WANG_MAI, subdistrict: 'ลุมพินี', postcode: '10500' })).toEqual({ field: 'postcode' });
    expect(book.resolve({ ...WANG_MAI, province: 1 })).toEqual({ field: 'province' });
  });

  it('tells two districts of one English name apart by the postcode', () => {
    const ayutthaya = { province: 'Phra Nakhon Si Ayutthaya', district: 'Bang Sai', subdistrict: 'Bang Sai' };
    const first = book.resolve({ ...ayutthaya, postcode: '13190' });
    const second = book.resolve({ ...ayutthaya, postcode: '13270' });
    expect('entry' in first && first.entry.district.th).toBe('บางไทร');
    expect('entry' in second && second.entry.district.th).toBe('บางซ้าย');
  });
});

describe('areaKey', () => {
  it('keeps names that only start like a prefix', () => {
    expect(areaKey('Khetkaew')).toBe('khetkaew');
    expect(areaKey('Khet Bang Rak')).toBe('bangrak');
  });
});
