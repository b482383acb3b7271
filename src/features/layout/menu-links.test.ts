import type { MenuEntry } from '@contract/content';
import { describe, expect, it } from 'vitest';
import { headerEntries, menuTarget, onMainShop, localizeHtmlLinks } from './menu-links';

const entry = (name: string, link: string | null, subMenu: MenuEntry[] = []): MenuEntry => ({ name, link, isNew: false, isExternal: false, subMenu });

describe('menuTarget', () => {
  it.each([
    ['/iphone', 'th', { kind: 'internal', href: '/iphone' }],
    ['/iphone', 'en', { kind: 'internal', href: '/en/iphone' }],
    ['/compare?type=mac', 'en', { kind: 'internal', href: '/en/compare?type=mac' }],
    ['/', 'en', { kind: 'internal', href: '/en' }],
    ['https://www.aprshop.co.th/files/apple-pricelist.pdf', 'th', { kind: 'external', href: 'https://www.aprshop.co.th/files/apple-pricelist.pdf' }],
    ['http://example.com/a', 'en', { kind: 'external', href: 'http://example.com/a' }],
    ['www.aprshop.co.th/promotion/on-sales', 'th', { kind: 'external', href: 'https://www.aprshop.co.th/promotion/on-sales' }],
    ['aprshop.co.th/promotion/credit-card-store', 'en', { kind: 'external', href: 'https://aprshop.co.th/promotion/credit-card-store' }],
    ['tel:020269999', 'th', { kind: 'other', href: 'tel:020269999' }],
    ['#main', 'th', { kind: 'other', href: '#main' }],
  ] as const)('%s in %s', (link, locale, target) => {
    expect(menuTarget(link, locale)).toEqual(target);
  });

  it("keeps the main shop's pages in the tab on the pre-order shop, and other sites in a new one", () => {
    expect(menuTarget('https://www.aprshop.co.th/en/iphone', 'en', 'https://www.aprshop.co.th/')).toEqual({
      kind: 'other',
      href: 'https://www.aprshop.co.th/en/iphone',
    });
    expect(menuTarget('https://www.aprshop.co.th.example.com/x', 'en', 'https://www.aprshop.co.th')).toMatchObject({ kind: 'external' });
    expect(menuTarget('https://www.facebook.com/aprshop', 'th', 'https://www.aprshop.co.th')).toMatchObject({ kind: 'external' });
  });
});

describe('headerEntries', () => {
  const menu = [entry('Home', '/home'), entry('Mac', '/mac', [entry('Home again', '/home/'), entry('iMac', '/product/imac_1')])];

  it('drops /home links, also in sub-menus', () => {
    expect(headerEntries(menu, '/en/ustore')).toEqual([entry('Mac', '/mac', [entry('iMac', '/product/imac_1')])]);
    expect(headerEntries(menu, '/')).toHaveLength(1);
  });

  it.each(['/education-for-university', '/k-12', '/en/k-12', '/k-12/'])('keeps them on %s', (path) => {
    expect(headerEntries(menu, path)).toEqual(menu);
  });
});

describe('onMainShop', () => {
  it('makes paths absolute on the main shop and leaves other links alone', () => {
    const footer = [entry('Product', null, [entry('iPhone', '/iphone'), entry('Call', 'tel:020269999'), entry('LINE', 'https://line.me/R/ti/p/@aprshop')])];
    const [column] = onMainShop(footer, 'https://www.aprshop.co.th/', 'th');
    expect(column!.link).toBeNull();
    expect(column!.subMenu.map((e) => e.link)).toEqual(['https://www.aprshop.co.th/iphone', 'tel:020269999', 'https://line.me/R/ti/p/@aprshop']);
  });
  it('keeps an English page in English on the main shop', () => {
    const [column] = onMainShop([entry('Product', null, [entry('iPhone', '/iphone')])], 'https://www.aprshop.co.th', 'en');
    expect(column!.subMenu[0]!.link).toBe('https://www.aprshop.co.th/en/iphone');
  });
});

describe('localizeHtmlLinks', () => {
  const html =
    '<p><a href="/iphone" class="x">iPhone</a> <a href="https://www.apple.com/th/">Apple</a> <a href=\'/blog/tips?page=2\'>Tips</a> <a href="//cdn.example.com/x">cdn</a> <a href="tel:020269999">โทร</a></p>';
  it('writes the shop’s paths in English on an English page, and leaves other links as they are', () =>
    expect(localizeHtmlLinks(html, 'en')).toBe(
      '<p><a href="/en/iphone" class="x">iPhone</a> <a href="https://www.apple.com/th/">Apple</a> <a href=\'/en/blog/tips?page=2\'>Tips</a> <a href="//cdn.example.com/x">cdn</a> <a href="tel:020269999">โทร</a></p>',
    ));
  it('changes nothing on a Thai page', () => expect(localizeHtmlLinks(html, 'th')).toBe(html));
  it('leaves paths outside links alone', () => expect(localizeHtmlLinks('<img src="/images/a.webp" alt="">', 'en')).toBe('<img src="/images/a.webp" alt="">'));
});
