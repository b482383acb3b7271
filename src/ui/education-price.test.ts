import { describe, expect, it } from 'vitest';
import { savesOnEducation } from './EducationPrice';

describe('savesOnEducation', () => {
  it('is true when the education range starts or ends below the price without a code, false when a sale matches it', () => {
    expect(savesOnEducation({ min: 36_900, max: 76_900 }, 39_900, 79_900)).toBe(true);
    expect(savesOnEducation({ min: 11_900, max: 29_400 }, 11_900, 30_400)).toBe(true);
    expect(savesOnEducation({ min: 11_900, max: 11_900 }, 11_900)).toBe(false);
    expect(savesOnEducation({ min: 20_900, max: 41_900 }, 20_400, 40_400)).toBe(false);
  });
});
