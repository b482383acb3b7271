import { describe, expect, it } from 'vitest';
import { schoolsData } from '../../../server/schools/schools-data';
import { foldText, indexInstitutions, searchInstitutions } from './institution-search';

const schools = schoolsData.map(({ customerId, company, city, state, creationDate }) => ({ customerId, company, city, state, creationDate }));
const thai = indexInstitutions(schools, 'th');
const english = indexInstitutions(schools, 'en');
const names = (query: string, index = thai) => searchInstitutions(index, query).items.map((i) => i.name);

describe('foldText', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(foldText("  King Mongkut's  Institute ")).toBe('kingmongkutsinstitute');
    expect(foldText('ＣＭＵ')).toBe('cmu');
    expect(foldText('Phô')).toBe('pho');
  });

  it('reads Thai marks typed in either order, and sara am typed as two characters, the same', () => {
    // mai ek before or after sara i: ที่ / ท่ี
    expect(foldText('ที่')).toBe(foldText('ท\u0E48\u0E35'));
    expect(foldText('กำแพงเพชร')).toBe(foldText('ก\u0E4D\u0E32แพงเพชร'));
    expect(foldText('ค่ำ')).toBe(foldText('ค\u0E4D\u0E48\u0E32'));
  });
});

describe('searchInstitutions', () => {
  it('finds an institution by part of its Thai name, also with a space typed inside it', () => {
    expect(names('จุฬา')).toContain('จุฬาลงกรณ์มหาวิทยาลัย');
    expect(names('จุฬา ลงกรณ์')).toContain('จุฬาลงกรณ์มหาวิทยาลัย');
    expect(names('เกษตร')[0]).toBe('มหาวิทยาลัยเกษตรศาสตร์');
  });

  it('finds it by its English name from the Thai page, and lists it in the page language', () => {
    expect(names('chulalongkorn')[0]).toBe('จุฬาลงกรณ์มหาวิทยาลัย');
    expect(names('CHULA longkorn university', english)[0]).toBe('Chulalongkorn University');
  });

  it('finds institutions by district or province, every word somewhere', () => {
    const inChiangMai = searchInstitutions(english, 'chiang mai');
    expect(inChiangMai.items.map((i) => i.name)).toEqual(expect.arrayContaining(['Chiang Mai University', 'Maejo University', 'Payap University']));
    expect(inChiangMai.items.every((i) => /Chiang Mai/.test(i.name + i.place))).toBe(true);
    expect(names('pathum wan', english)).toContain('Chulalongkorn University');
    expect(names('maejo san sai', english)).toEqual(['Maejo University']);
    // the province in Thai finds a university whose name does not hold it, listed with the Thai province
    const thaiProvince = searchInstitutions(thai, 'เชียงใหม่').items;
    expect(thaiProvince.map((i) => i.name)).toContain('มหาวิทยาลัยแม่โจ้');
    expect(thaiProvince.find((i) => i.name === 'มหาวิทยาลัยแม่โจ้')?.place).toBe('San Sai, เชียงใหม่');
  });

  it('shows the district in Thai on the Thai page where the list has it, and finds the institution by it', () => {
    const chula = { ...schools[0]!, customerId: 'EDU-TH-0001', company: { en: 'Chulalongkorn University', th: 'จุฬาลงกรณ์มหาวิทยาลัย' } };
    const index = indexInstitutions([{ ...chula, city: 'Pathum Wan', cityTh: 'ปทุมวัน', state: 'Bangkok' }], 'th');
    expect(searchInstitutions(index, 'ปทุมวัน').items).toEqual([{ customerId: 'EDU-TH-0001', name: 'จุฬาลงกรณ์มหาวิทยาลัย', place: 'ปทุมวัน, กรุงเทพมหานคร' }]);
    expect(searchInstitutions(index, 'pathum wan').total).toBe(1);
  });

  it('puts names that start with the text first, then names that hold it, then places', () => {
    const found = names('chiang mai', english);
    const startsWith = found.findIndex((name) => !name.startsWith('Chiang Mai'));
    expect(startsWith).toBeGreaterThan(2);
    expect(found.slice(startsWith).every((name) => !name.startsWith('Chiang Mai'))).toBe(true);
    expect(found.indexOf('Rajamangala University of Technology Lanna')).toBeGreaterThan(found.indexOf('North-Chiang Mai University'));
  });

  it('caps the list and counts every match; an empty text lists all in alphabetical order', () => {
    const all = searchInstitutions(thai, '   ');
    expect(all.total).toBe(schools.length);
    expect(all.items).toHaveLength(50);
    expect(searchInstitutions(thai, 'มหาวิทยาลัย', 10).items).toHaveLength(10);
    expect(searchInstitutions(thai, 'zzzz')).toEqual({ items: [], total: 0 });
  });

  it('filters the whole list for each keystroke without a noticeable pause', () => {
    const started = performance.now();
    for (const query of ['ม', 'มห', 'มหา', 'มหาวิทยาลัยราชภัฏ', 'c', 'ch', 'chiang']) searchInstitutions(thai, query);
    // about a millisecond; the bound only catches a pathological slowdown on a busy machine
    expect(performance.now() - started).toBeLessThan(250);
  });
});
