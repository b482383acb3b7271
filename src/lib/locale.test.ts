import { describe, expect, it } from 'vitest';
import { isLocale, localeOfPath, localeParam, localePath, switchLocalePath, switchLocaleSearch } from './locale';

describe('switchLocalePath', () => {
  it('prefixes English', () => expect(switchLocalePath('/cart', 'en')).toBe('/en/cart'));
  it('drops the prefix for Thai', () => expect(switchLocalePath('/en/product/iphone-17_1001', 'th')).toBe('/product/iphone-17_1001'));
  it('maps the home pages', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'th')).toBe('/');
  });
  it('does not mistake /ennui for English', () => expect(switchLocalePath('/ennui', 'th')).toBe('/ennui'));
});

describe('locale params', () => {
  it('knows th and en only', () => {
    expect(isLocale('th')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });
  it('leaves Thai unprefixed', () => {
    expect(localeParam('th')).toBeUndefined();
    expect(localeParam('en')).toBe('en');
  });
});

describe('locale paths', () => {
  it('writes an address in a language', () => {
    expect(localePath('th', '/cart')).toBe('/cart');
    expect(localePath('en', '/cart')).toBe('/en/cart');
    expect(localePath('th', '/')).toBe('/');
    expect(localePath('en', '/')).toBe('/en');
  });
  it('reads the language of an address', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/cart')).toBe('en');
    expect(localeOfPath('/ennui')).toBe('th');
    expect(localeOfPath('/')).toBe('th');
  });
});

describe('switchLocaleSearch', () => {
  it('points a redirect at the same page in the other language', () => {
    expect(switchLocaleSearch(`?redirect=${encodeURIComponent('/my-account/wish-list')}`, 'en')).toBe(
      `?redirect=${encodeURIComponent('/en/my-account/wish-list')}`,
    );
    expect(switchLocaleSearch(`?redirect=${encodeURIComponent('/en/iphone?view=list')}`, 'th')).toBe(`?redirect=${encodeURIComponent('/iphone?view=list')}`);
  });

  it('leaves any other query, and a redirect off the site, as it is', () => {
    expect(switchLocaleSearch('?view=list', 'en')).toBe('?view=list');
    expect(switchLocaleSearch('?redirect=%2F%2Fevil.example', 'en')).toBe('?redirect=%2F%2Fevil.example');
    expect(switchLocaleSearch('', 'en')).toBe('');
  });
});
