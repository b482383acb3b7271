import { describe, expect, it } from 'vitest';
import { lookupOf } from './thai-address';

describe('lookupOf: what the postcode and subdistrict fields ask the administrative list', () => {
  it('asks for a whole postcode by postcode', () => {
    expect(lookupOf('10110')).toEqual({ postcode: '10110' });
    expect(lookupOf('๑๐๑๑๐')).toEqual({ postcode: '10110' });
    expect(lookupOf(' 50200 ')).toEqual({ postcode: '50200' });
  });

  it('asks for the start of a postcode from two digits on', () => {
    expect(lookupOf('1')).toBeNull();
    expect(lookupOf('10')).toEqual({ q: '10' });
    expect(lookupOf('1011')).toEqual({ q: '1011' });
  });

  it('asks nothing for digits no postcode has', () => {
    expect(lookupOf('01234')).toBeNull();
    expect(lookupOf('101100')).toBeNull();
  });

  it('asks for names from two letters on, Thai letters counted as written', () => {
    expect(lookupOf('')).toBeNull();
    expect(lookupOf('ค')).toBeNull();
    expect(lookupOf('คล')).toEqual({ q: 'คล' });
    expect(lookupOf(' Lat Yao ')).toEqual({ q: 'Lat Yao' });
  });
});
