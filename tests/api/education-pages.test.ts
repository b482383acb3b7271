import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_PAGES, type EducationPagePath } from '../../contract/education.ts';
import { send } from './http.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string) => send(server.url, 'GET', path);
const attribute = (head: string, pattern: RegExp) => pattern.exec(head)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const PATHS = Object.keys(EDUCATION_PAGES) as EducationPagePath[];

describe('education pages', () => {
  it.each(PATHS.flatMap((path) => [[path, 'th'] as const, [`/en${path}`, 'en'] as const]))(
    '%s answers with its own title, description, canonical and hreflang links',
    async (address, lang) => {
      const path = address.replace(/^\/en/, '') as EducationPagePath;
      const answer = await get(address);
      expect(answer.status).toBe(200);
      const head = answer.text.slice(0, answer.text.indexOf('</head>'));
      expect(attribute(head, /<title>([^<]*)<\/title>/)).toBe(`${EDUCATION_PAGES[path][lang].name} | Apple Premium Reseller`);
      expect(attribute(head, /<meta name="description" content="([^"]*)"/)).toBe(EDUCATION_PAGES[path][lang].description);
      expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}${address}`);
      expect(attribute(head, /<link rel="alternate" hreflang="th" href="([^"]*)"/)).toBe(`${server.url}${path}`);
      expect(attribute(head, /<link rel="alternate" hreflang="en" href="([^"]*)"/)).toBe(`${server.url}/en${path}`);
    },
  );

  it('are listed in sitemap.xml in both languages', async () => {
    const text = (await get('/sitemap.xml')).text;
    for (const path of PATHS) {
      expect(text).toContain(`<loc>${server.url}${path}</loc>`);
      expect(text).toContain(`<loc>${server.url}/en${path}</loc>`);
    }
  });
});
