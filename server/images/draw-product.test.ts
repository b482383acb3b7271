import { describe, it, expect } from 'vitest';
import type { Shape } from '../seed/catalogue-types.ts';
import { drawProductSvg } from './draw-product.ts';

const SHAPES: Shape[] = [
  'iphone-pro',
  'iphone',
  'ipad',
  'macbook',
  'imac',
  'mac-mini',
  'mac-studio',
  'watch',
  'watch-ultra',
  'airpods',
  'airpods-pro',
  'airpods-max',
  'pencil',
  'keyboard',
  'keyboard-touch-id',
  'ipad-keyboard',
  'mouse',
  'trackpad',
  'cable',
  'adapter',
  'adapter-dual',
  'magsafe',
  'case',
  'airtag',
];

/** Every shape paints its body in the finish colour, so the hex must appear in all of them. */
const COLOURED: Shape[] = SHAPES;

const XMLNS = 'http://www.w3.org/2000/svg';

/** Minimal well-formedness check: balanced tags, quoted attributes, no stray '<' or '&'. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const text = svg.slice(last, m.index);
    expect(text, `stray markup before ${m[0]}`).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = tag.lastIndex;
    const [, closing, name = '', , selfClosing] = m;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

describe('drawProductSvg', () => {
  for (const shape of SHAPES) {
    for (const hex of ['#2e2e30', '#e3e4e5', '#f77e2d']) {
      it(`draws ${shape} in ${hex}`, () => {
        const svg = drawProductSvg({ shape, hex, label: 'iPhone 17 Pro' });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain(`xmlns="${XMLNS}"`);
        expect(svg).toContain('viewBox="0 0 1000 1000"');
        assertWellFormed(svg);
        if (COLOURED.includes(shape)) expect(svg.toLowerCase()).toContain(hex);
        expect(svg).not.toContain('<image');
        expect(svg.replaceAll(XMLNS, '')).not.toMatch(/https?:/);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        // every referenced id is defined exactly once
        const defined = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(defined).size).toBe(defined.length);
        for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined).toContain(ref);
      });
    }
  }

  it('covers every Shape', () => {
    expect(new Set(SHAPES).size).toBe(24);
  });

  it('draws the Touch ID key only on the keyboard that has it', () => {
    const rings = (shape: Shape) => drawProductSvg({ shape, hex: '#e3e4e5' }).split('<circle').length - 1;
    expect(rings('keyboard-touch-id')).toBe(rings('keyboard') + 1);
    expect(rings('ipad-keyboard')).toBe(rings('ipad') + rings('keyboard'));
  });

  it('escapes the label', () => {
    const svg = drawProductSvg({ shape: 'airtag', hex: '#ffffff', label: 'A & <B>' });
    expect(svg).toContain('A &amp; &lt;B&gt;');
    expect(svg).not.toContain('<B>');
    assertWellFormed(svg);
  });

  it('omits the caption when there is no label', () => {
    expect(drawProductSvg({ shape: 'iphone', hex: '#000000' })).not.toContain('<text');
    expect(drawProductSvg({ shape: 'iphone', hex: '#000000', label: 'iPhone 17' })).toContain('>iPhone 17</text>');
  });

  it('normalises the colour and never echoes an unsafe one', () => {
    expect(drawProductSvg({ shape: 'pencil', hex: '#F77E2D' })).toContain('#f77e2d');
    expect(drawProductSvg({ shape: 'pencil', hex: 'fff' })).toContain('#ffffff');
    const svg = drawProductSvg({ shape: 'pencil', hex: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain('script');
    assertWellFormed(svg);
  });
});
