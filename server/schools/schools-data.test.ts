import { describe, expect, it } from 'vitest';
import { schoolsData } from './schools-data.ts';

/** Thailand's 77 provinces (76 changwat and Bangkok), by their usual English names. */
const THAI_PROVINCES = [
  'Bangkok',
  'Amnat Charoen',
  'Ang Thong',
  'Bueng Kan',
  'Buri Ram',
  'Chachoengsao',
  'Chai Nat',
  'Chaiyaphum',
  'Chanthaburi',
  'Chiang Mai',
  'Chiang Rai',
  'Chon Buri',
  'Chumphon',
  'Kalasin',
  'Kamphaeng Phet',
  'Kanchanaburi',
  'Khon Kaen',
  'Krabi',
  'Lampang',
  'Lamphun',
  'Loei',
  'Lop Buri',
  'Mae Hong Son',
  'Maha Sarakham',
  'Mukdahan',
  'Nakhon Nayok',
  'Nakhon Pathom',
  'Nakhon Phanom',
  'Nakhon Ratchasima',
  'Nakhon Sawan',
  'Nakhon Si Thammarat',
  'Nan',
  'Narathiwat',
  'Nong Bua Lam Phu',
  'Nong Khai',
  'Nonthaburi',
  'Pathum Thani',
  'Pattani',
  'Phang Nga',
  'Phatthalung',
  'Phayao',
  'Phetchabun',
  'Phetchaburi',
  'Phichit',
  'Phitsanulok',
  'Phra Nakhon Si Ayutthaya',
  'Phrae',
  'Phuket',
  'Prachin Buri',
  'Prachuap Khiri Khan',
  'Ranong',
  'Ratchaburi',
  'Rayong',
  'Roi Et',
  'Sa Kaeo',
  'Sakon Nakhon',
  'Samut Prakan',
  'Samut Sakhon',
  'Samut Songkhram',
  'Saraburi',
  'Satun',
  'Si Sa Ket',
  'Sing Buri',
  'Songkhla',
  'Sukhothai',
  'Suphan Buri',
  'Surat Thani',
  'Surin',
  'Tak',
  'Trang',
  'Trat',
  'Ubon Ratchathani',
  'Udon Thani',
  'Uthai Thani',
  'Uttaradit',
  'Yala',
  'Yasothon',
];
const THAI_LETTERS = /[\u0E01-\u0E2E]/;

describe('education institutions seed', () => {
  it('lists about 300 institutions', () => {
    expect(schoolsData.length).toBeGreaterThanOrEqual(280);
    expect(schoolsData.length).toBeLessThanOrEqual(320);
  });

  it('gives every institution its own customer id, in the EDU-TH-0000 form', () => {
    const ids = schoolsData.map((s) => s.customerId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^EDU-TH-\d{4}$/);
  });

  it('keeps customer ids stable for institutions already in the programme', () => {
    const byId = new Map(schoolsData.map((s) => [s.customerId, s.company.en]));
    expect(byId.get('EDU-TH-0001')).toBe('Chulalongkorn University');
    expect(byId.get('EDU-TH-0039')).toBe('Bangkok University');
  });

  it('never lists the same institution twice, in English or in Thai', () => {
    const en = schoolsData.map((s) => s.company.en.toLowerCase());
    const th = schoolsData.map((s) => s.company.th);
    expect(new Set(en).size).toBe(en.length);
    expect(new Set(th).size).toBe(th.length);
  });

  it('places every institution in one of the 77 provinces', () => {
    expect(new Set(THAI_PROVINCES).size).toBe(77);
    for (const s of schoolsData) expect(THAI_PROVINCES, s.company.en).toContain(s.state);
  });

  it('writes Thai names in Thai script and English names in Latin script', () => {
    for (const s of schoolsData) {
      expect(s.company.th, s.company.en).toMatch(THAI_LETTERS);
      expect(s.company.en).toMatch(/^[A-Za-z][A-Za-z0-9 ,.'()-]+$/);
      expect(s.city.length).toBeGreaterThan(0);
    }
  });

  it('dates every membership between 2015 and 2025', () => {
    for (const s of schoolsData) {
      expect(s.creationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.creationDate >= '2015-01-01' && s.creationDate <= '2025-12-31', s.creationDate).toBe(true);
    }
  });

  it('covers universities, Rajabhat and Rajamangala universities, colleges and vocational colleges', () => {
    const count = (kind: string) => schoolsData.filter((s) => s.kind === kind).length;
    expect(count('rajabhat')).toBeGreaterThanOrEqual(38);
    expect(count('rajamangala')).toBe(9);
    for (const kind of ['university', 'private-university', 'college', 'vocational']) expect(count(kind)).toBeGreaterThan(0);
  });
});
