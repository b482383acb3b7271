import { describe, expect, it } from 'vitest';
import { colourNamesIn } from './colour-names';

const hits = [
  { colourTh: ['สีส้มคอสมิค', 'สีขาว'], colourEn: ['Cosmic Orange', 'White'] },
  { colourTh: ['สีดำ', 'สีขาว'], colourEn: ['Black', 'White'] },
];

describe('colourNamesIn', () => {
  it('names a colour refined in one language in the page’s language, whatever its case', () => {
    expect(colourNamesIn('en', ['สีขาว', 'สีดำ'], hits)).toEqual(['White', 'Black']);
    expect(colourNamesIn('th', ['white', 'Cosmic Orange'], hits)).toEqual(['สีขาว', 'สีส้มคอสมิค']);
  });

  it('leaves a colour already in the page’s language, or one no hit names, as it is', () => {
    expect(colourNamesIn('en', ['White', 'Teal'], hits)).toEqual(['White', 'Teal']);
    expect(colourNamesIn('th', ['สีขาว'], [])).toEqual(['สีขาว']);
  });
});
