import { describe, expect, it } from 'vitest';
import { returnPathOf, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/en/my-account/order?page=2#top', '/en/my-account/order?page=2#top'],
    [encodeURIComponent('/product/iphone-17-pro_1002'), '/product/iphone-17-pro_1002'],
    ['/checkout?step=address', '/checkout?step=address'],
    // a search's own encoding stays: 'a&b', '#tag', 'a/b' and '%' are searched for as typed
    ['/product-category?search=a%26b', '/product-category?search=a%26b'],
    ['/en/product-category?search=%23tag%2B1%25', '/en/product-category?search=%23tag%2B1%25'],
    ['/product-category?search=a%2Fb', '/product-category?search=a%2Fb'],
    [encodeURIComponent('/product-category?search=a%26b'), '/product-category?search=a%26b'],
  ])('follows the same-origin path %s', (input, expected) => expect(safeRedirect(input)).toBe(expected));

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http://evil.example/cart',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    encodeURIComponent('javascript:alert(1)'),
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    encodeURIComponent('//evil.example'),
    encodeURIComponent(encodeURIComponent('//evil.example')),
    '/%5Cevil.example',
    'cart',
    '',
    '%E0%A4%A',
  ])('lands on the default page for %j', (input) => expect(safeRedirect(input)).toBeNull());

  it('refuses anything that is not text', () => {
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect(['/cart'])).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('returns to the page a login started from', () => expect(returnPathOf('/en/iphone?view=list')).toBe('/en/iphone?view=list'));

  it('never returns to a guest page: a login page inside the redirect gives way to the page it returns to', () => {
    expect(returnPathOf(`/en/login?redirect=${encodeURIComponent('/en/iphone')}`)).toBe('/en/iphone');
    const twice = `/login?redirect=${encodeURIComponent(`/login?redirect=${encodeURIComponent('/cart')}`)}`;
    expect(returnPathOf(twice)).toBe('/cart');
    expect(returnPathOf('/register')).toBeNull();
    expect(returnPathOf('/en/reset-password?token=x')).toBeNull();
  });

  it('returns through a login page to a search with an encoded & in it', () =>
    expect(returnPathOf(`/login?redirect=${encodeURIComponent('/product-category?search=a%26b')}`)).toBe('/product-category?search=a%26b'));

  it('keeps pages that only start like a guest page', () => expect(returnPathOf('/login-help')).toBe('/login-help'));

  it('still refuses other sites inside a login page', () => expect(returnPathOf(`/login?redirect=${encodeURIComponent('//evil.example')}`)).toBeNull());
});
