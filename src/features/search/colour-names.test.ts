import { describe, expect, it } from 'vitest';
import { colourNamesIn, inRefinedColour } from './colour-names';

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

describe('inRefinedColour', () => {
  const image = { slug: 'iphone-17', colour: 'black', alt: 'iPhone 17' };
  const hit = { colourTh: ['สีดำ', 'สีขาว'], colourEn: ['Black', 'White'], colourCode: ['black', 'white'], colourSku: [11, 12], image };

  it('shows a hit in the first refined colour it has, opening that colour’s variant', () => {
    expect(inRefinedColour(['Teal', 'white'], [hit])).toEqual([{ ...hit, image: { ...image, colour: 'white' }, sku: 12 }]);
    expect(inRefinedColour(['สีขาว'], [hit])[0]).toMatchObject({ image: { colour: 'white' }, sku: 12 });
  });

  it('leaves a hit in its default colour with no colour refined or one it lacks', () => {
    expect(inRefinedColour([], [hit])).toEqual([hit]);
    expect(inRefinedColour(['Teal'], [hit])).toEqual([hit]);
  });
});
