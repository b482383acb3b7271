import { eq } from 'drizzle-orm';
import { branchDescription, STORE_PAGE_HEADS, type StorePagePath } from '../../contract/store-pages.ts';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';
import { type Lang, pick } from '../http/lang.ts';

const SHOP = 'Apple Premium Reseller';

/** The store pages' first-answer head (server/http/seo.ts); an unknown branch is 'missing', other paths null. */
export async function storeHeadOf(db: Db, lang: Lang, bare: string) {
  const page = (Object.keys(STORE_PAGE_HEADS) as StorePagePath[]).find((path) => bare.replace(/\/?$/, '/') === path.replace(/\/?$/, '/'));
  if (page) {
    const head = STORE_PAGE_HEADS[page];
    return { ...(page.endsWith('/cancel') ? {} : { canonical: page }), title: `${head.title[lang]} | ${SHOP}`, description: head.description[lang] };
  }
  const slug = /^\/store\/([^/]+)\/?$/.exec(bare)?.[1];
  if (!slug) return null;
  // a slug is plain [a-z0-9-]: anything else names no branch
  const [branch] = /^[a-z0-9-]{1,60}$/.test(slug) ? await db.select().from(branches).where(eq(branches.slug, slug)) : [];
  if (!branch) return 'missing' as const;
  const address = pick(lang, branch.addressTh, branch.addressEn);
  return { canonical: `/store/${branch.slug}`, title: `${pick(lang, branch.nameTh, branch.nameEn)} | ${SHOP}`, description: branchDescription(lang, address) };
}
