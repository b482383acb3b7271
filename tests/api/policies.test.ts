import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketingPageResponse } from '../../contract/content.ts';
import { POLICY_SLUGS } from '../../contract/policies.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const THAI = /[\u0E00-\u0E7F]/;
const get = (path: string, lang?: string) => send(server.url, 'GET', path, { headers: lang ? { 'accept-language': lang } : {} });
const policy = async (slug: string, lang?: string) => {
  const answer = await get(`/pagerender/marketing-page/${slug}`, lang);
  expect(answer.status, answer.text).toBe(200);
  return v.parse(MarketingPageResponse, answer.json).data;
};
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('the policies', () => {
  it.each(POLICY_SLUGS)('%s answers in Thai, and in English with accept-language en, section by section', async (slug) => {
    const [thai, english] = [await policy(slug), await policy(slug, 'en')];
    expect(thai.slug).toBe(slug);
    expect(thai.title).toMatch(THAI);
    expect(JSON.stringify(english)).not.toMatch(THAI);
    expect(thai.blocks.length).toBeGreaterThanOrEqual(4);
    expect(english.blocks.map((b) => b.id)).toEqual(thai.blocks.map((b) => b.id));
    for (const block of [...thai.blocks, ...english.blocks]) expect(block.html).not.toMatch(/<script|\son\w+=/i);
  });

  it('says how long a return may take and when each way of paying is refunded', async () => {
    const english = JSON.stringify(await policy('online-refund-policy', 'en'));
    for (const words of ['14 days', 'Credit or debit card', 'PromptPay', 'Bank transfer']) expect(english).toContain(words);
  });

  it.each(POLICY_SLUGS.flatMap((slug) => [`/${slug}`, `/en/${slug}`]))('serves %s with its title, description, canonical and hreflang', async (path) => {
    const en = path.startsWith('/en/');
    const slug = path.replace(/^\/en/, '').slice(1);
    const page = await policy(slug, en ? 'en' : undefined);
    const answer = await get(path);
    expect(answer.status).toBe(200);
    const head = answer.text.slice(0, answer.text.indexOf('</head>'));
    expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe(`${page.title} | Apple Premium Reseller`);
    expect(attribute(head, /<meta name="description" content="([^"]*)"/)).toBe(page.description);
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}${path}`);
    expect(attribute(head, /<link rel="alternate" hreflang="th" href="([^"]*)"/)).toBe(`${server.url}/${slug}`);
    expect(attribute(head, /<link rel="alternate" hreflang="en" href="([^"]*)"/)).toBe(`${server.url}/en/${slug}`);
  });

  it.each(['/shipping-policy', '/en/privacy-policy', '/cookies-policy/extra'])('answers 404 for %s, a policy the shop does not have', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('lists every policy in sitemap.xml in both languages', async () => {
    const text = (await get('/sitemap.xml')).text;
    for (const slug of POLICY_SLUGS) {
      expect(text).toContain(`<loc>${server.url}/${slug}</loc>`);
      expect(text).toContain(`<loc>${server.url}/en/${slug}</loc>`);
    }
  });
});
