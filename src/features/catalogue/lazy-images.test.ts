import { describe, expect, it } from 'vitest';
import { withLazyImages } from './lazy-images';

describe('withLazyImages', () => {
  it('makes every picture lazy', () => {
    expect(withLazyImages('<a href="/iphone"><img src="/a.webp" alt="A"></a><p>x</p><IMG src="/b.webp">')).toBe(
      '<a href="/iphone"><img loading="lazy" src="/a.webp" alt="A"></a><p>x</p><img loading="lazy" src="/b.webp">',
    );
  });

  it('keeps how the HTML says a picture loads, and leaves other tags and text alone', () => {
    const html = '<img src="/a.webp" loading="eager"><imgx src="/b"><p>&lt;img src="/c"&gt;</p><img/>';
    expect(withLazyImages(html)).toBe('<img src="/a.webp" loading="eager"><imgx src="/b"><p>&lt;img src="/c"&gt;</p><img loading="lazy"/>');
  });
});
