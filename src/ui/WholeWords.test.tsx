import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WholeWords } from './WholeWords';

const wholes = (text: string) => [...renderToStaticMarkup(<WholeWords text={text} />).matchAll(/<span class[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);

describe('WholeWords', () => {
  it('keeps each hyphenated word whole, and only those', () => {
    expect(wholes('iPad Pro 11 นิ้ว (M5) 256GB Wi-Fi + Cellular')).toEqual(['Wi-Fi']);
    expect(wholes('M4 Pro 12-core CPU 16-core GPU')).toEqual(['12-core', '16-core']);
    expect(wholes('Add to pre-order bag')).toEqual(['pre-order']);
  });

  it('leaves the text as it reads', () => {
    expect(renderToStaticMarkup(<WholeWords text="Add to pre-order bag" />).replace(/<[^>]+>/g, '')).toBe('Add to pre-order bag');
    expect(wholes('เพิ่มลงถุงสั่งจอง - 2 ชิ้น')).toEqual([]);
  });

  it('is one element: in a button, a flex container, the words are not laid out as separate pieces', () => {
    const markup = renderToStaticMarkup(<WholeWords text="Add to pre-order bag" />);
    expect(markup).toMatch(/^<span>.*<\/span>$/);
  });
});
