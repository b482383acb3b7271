import { describe, expect, it } from 'vitest';
import { normaliseMenuLink } from './links.ts';

describe('normaliseMenuLink', () => {
  it('keeps paths on this site as internal links', () => {
    expect(normaliseMenuLink('/iphone')).toEqual({ link: '/iphone', isExternal: false });
    expect(normaliseMenuLink(' /education-for-university ')).toEqual({ link: '/education-for-university', isExternal: false });
  });

  it('prepends https:// to a link without a scheme and makes it external', () => {
    expect(normaliseMenuLink('www.apple.com/th/')).toEqual({ link: 'https://www.apple.com/th/', isExternal: true });
    expect(normaliseMenuLink('line.me/R/ti/p/@shop')).toEqual({ link: 'https://line.me/R/ti/p/@shop', isExternal: true });
  });

  it('treats http and https links as external', () => {
    expect(normaliseMenuLink('https://www.apple.com/th/')).toEqual({ link: 'https://www.apple.com/th/', isExternal: true });
    expect(normaliseMenuLink('http://example.com')).toEqual({ link: 'http://example.com', isExternal: true });
  });

  it('keeps mail and phone links in the page', () => {
    expect(normaliseMenuLink('tel:021234567')).toEqual({ link: 'tel:021234567', isExternal: false });
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', 'java\nscript:alert(1)', ''])(
    'refuses %j',
    (raw) => expect(normaliseMenuLink(raw)).toBeNull(),
  );
});
