import { and, eq, inArray } from 'drizzle-orm';
import { marketingPageAddress, tagName } from '../../contract/content.ts';
import { documents } from '../content/documents.ts';
import { contentStore } from '../content/store.ts';
import type { Db } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import type { Lang } from './lang.ts';

/**
 * The heads of the content pages (promotions, comparison, blog, landing pages), word for word what their routes
 * say (src/routes/{-$locale}/...), and the checks that tell a content page that exists from one that does not.
 */
export interface ContentHead {
  title: string;
  description: string;
  canonical: string;
  image?: string;
}

const SHOP = 'Apple Premium Reseller';
const titled = (name: string) => `${name} | ${SHOP}`;

const FIXED: Record<string, Record<Lang, { name: string; description: string }>> = {
  '/category/promotion': {
    th: {
      name: 'โปรโมชัน',
      description: 'โปรโมชันล่าสุดสำหรับ iPhone, iPad, Mac และ Apple Watch ส่วนลด ของแถม และผ่อน 0% กับบัตรเครดิตที่ร่วมรายการ',
    },
    en: {
      name: 'Promotions',
      description: 'The latest offers on iPhone, iPad, Mac and Apple Watch: savings, gifts and 0% instalments with participating credit cards.',
    },
  },
  '/category/hot-deal-pakage': {
    th: { name: 'ดีลสุดคุ้ม', description: 'สินค้า Apple ราคาพิเศษ ลดจากราคาปกติ ในจำนวนจำกัด' },
    en: { name: 'Hot deals', description: 'Apple products at special prices, below their regular price, while stocks last.' },
  },
  '/compare': {
    th: { name: 'เปรียบเทียบรุ่น', description: 'เปรียบเทียบสเปก iPhone, iPad, Mac และ Apple Watch สูงสุด 3 รุ่นแบบเคียงข้างกัน พร้อมราคาและสั่งซื้อได้ทันที' },
    en: {
      name: 'Compare models',
      description: 'Compare up to three iPhone, iPad, Mac or Apple Watch models side by side, with prices, and go on to buy yours.',
    },
  },
  '/blog': {
    th: { name: 'บทความและรีวิว', description: 'บทความ รีวิว และเคล็ดลับการใช้ iPhone, iPad, Mac และ Apple Watch จากทีมผู้เชี่ยวชาญของเรา' },
    en: { name: 'Articles and reviews', description: 'Articles, reviews and tips on iPhone, iPad, Mac and Apple Watch from our specialists.' },
  },
};

/** The families whose models have a page at /{family}/{model}, and the catalogue categories each lists. */
export const MODEL_FAMILIES: Record<string, readonly string[]> = {
  iphone: ['iphone'],
  ipad: ['ipad'],
  mac: ['mac'],
  watch: ['watch'],
  'apple-accessories': ['airpods', 'apple-accessories'],
};

/** The model id of /{family}/{model}, or undefined. */
export async function modelIdOf(db: Db, family: string, model: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.slug, model), inArray(categories.slug, [...(MODEL_FAMILIES[family] ?? [])])))
    .limit(1);
  return row?.id;
}

/**
 * The head of a content page; 'missing' for a page of a content route that the content does not have (an unknown
 * blog post, landing page or promotion tag); null for a path that is none of these.
 */
export async function contentHeadOf(db: Db, lang: Lang, bare: string, contentOnly: boolean): Promise<ContentHead | 'missing' | null> {
  const path = bare.replace(/(.)\/+$/, '$1');
  const fixed = FIXED[path]?.[lang];
  if (fixed) return { canonical: path, title: titled(fixed.name), description: fixed.description };
  const store = contentStore(db);
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (post) {
    const found = await store.blogPost(post, lang);
    if (!found || Date.parse(found.publishedAt) > Date.now()) return 'missing';
    return { canonical: path, title: titled(found.title), description: found.excerpt, ...(found.image ? { image: found.image } : {}) };
  }
  const page = /^\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (page && (contentOnly || page === 'promotion-credit-card-0')) {
    const found = await store.one(documents.marketingPage, 'marketing-page', page, lang);
    return found ? { canonical: marketingPageAddress(page) ?? path, title: titled(found.title), description: found.description } : 'missing';
  }
  const tag = /^\/category\/([a-z0-9-]{1,40})$/.exec(path)?.[1];
  if (tag && contentOnly) {
    const pages = await store.all(documents.landingPage, 'landing', lang);
    if (!pages.some((p) => p.tags.includes(tag))) return 'missing';
    const name = tagName(tag, lang);
    return lang === 'th'
      ? { canonical: path, title: titled(`โปรโมชันและกิจกรรม: ${name}`), description: `หน้าโปรโมชันและกิจกรรมในหมวด ${name} จาก ${SHOP}` }
      : { canonical: path, title: titled(`Offers: ${name}`), description: `Offers and events tagged ${name} at ${SHOP}.` };
  }
  return contentOnly ? 'missing' : null;
}
