import type { CategorySlug } from '../../contract/catalogue.ts';
import { getProduct } from '../catalogue/queries.ts';
import type { Db } from '../db/client.ts';
import { type Lang, pick } from './lang.ts';

const SHOP = 'Apple Premium Reseller';
/** ids are PostgreSQL integers */
const MAX_ID = 2_147_483_647;
const CATEGORY_TITLES: Record<string, { th: string; en: string }> = {
  products: { th: 'สินค้าทั้งหมด', en: 'All products' },
  iphone: { th: 'iPhone', en: 'iPhone' },
  ipad: { th: 'iPad', en: 'iPad' },
  mac: { th: 'Mac', en: 'Mac' },
  watch: { th: 'Apple Watch', en: 'Apple Watch' },
  'apple-accessories': { th: 'อุปกรณ์เสริม', en: 'Accessories' },
} satisfies Partial<Record<CategorySlug | 'products', unknown>>;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface Head {
  title: string;
  description: string;
  image?: string;
  /** the product image the page paints first, preloaded with the same candidates the app's <picture> uses */
  preload?: { slug: string; colour: string };
  jsonLd?: unknown;
}

/** Mirrors the 'detail' use of src/ui/ProductImage.tsx: 540/820 on phones, 628/820 from the lg breakpoint. */
function imagePreloads({ slug, colour }: { slug: string; colour: string }): string[] {
  const set = (widths: number[]) => widths.map((w) => `/images/p/${slug}/${colour}/${w}.webp ${w}w`).join(', ');
  const sizes = '(min-width: 1024px) 600px, 92vw';
  return [
    `<link rel="preload" as="image" type="image/webp" media="(max-width: 1023.98px)" imagesrcset="${escape(set([540, 820]))}" imagesizes="${sizes}" fetchpriority="high" />`,
    `<link rel="preload" as="image" type="image/webp" media="(min-width: 1024px)" imagesrcset="${escape(set([628, 820]))}" imagesizes="${sizes}" fetchpriority="high" />`,
  ];
}

/** Splits '/en/product/x_1' into the language and the path without its prefix. */
function route(pathname: string): { lang: Lang; bare: string } {
  const en = /^\/en(?=\/|$)/.exec(pathname);
  return { lang: en ? 'en' : 'th', bare: pathname.slice(en ? 3 : 0) || '/' };
}

async function headOf(db: Db, lang: Lang, bare: string, origin: string): Promise<Head | 'missing' | null> {
  const category = /^\/([a-z-]+)\/?$/.exec(bare)?.[1];
  if (category && CATEGORY_TITLES[category]) {
    const name = pick(lang, CATEGORY_TITLES[category].th, CATEGORY_TITLES[category].en);
    return {
      title: `${name} | ${SHOP}`,
      description: pick(lang, `เลือกซื้อ ${name} จากตัวแทนจำหน่าย Apple อย่างเป็นทางการ ราคาเป็นบาท จัดส่งทั่วประเทศไทย`, `Shop ${name} from an authorised Apple reseller in Thailand, priced in baht, delivered nationwide.`),
    };
  }
  const id = /^\/product\/[^/]*?_?([1-9]\d{0,9})$/.exec(bare)?.[1];
  if (!id) return null;
  if (Number(id) > MAX_ID) return 'missing';
  const product = await getProduct(db, lang, Number(id));
  if (!product) return 'missing';
  const variant = product.variants[0]!;
  const image = `${origin}/images/p/${product.slug}/${variant.colourCode}/820.webp`;
  const prices = product.variants.map((v) => v.specialPrice ?? v.price);
  return {
    title: `${product.productName} | ${SHOP}`,
    description: product.description,
    image,
    preload: { slug: product.slug, colour: variant.colourCode },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.productName,
      description: product.description,
      brand: { '@type': 'Brand', name: 'Apple' },
      category: product.categoryName,
      image,
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'THB',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: product.variants.length,
        availability: product.variants.some((v) => v.stock > 0) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

/**
 * Writes the page's title, description, canonical and hreflang links, Open Graph tags and JSON-LD
 * into the app shell for product and category URLs; other pages keep the shell as it is. An unknown
 * product answers 404 (the app shows its not-found page all the same).
 */
export async function withHead(db: Db, shell: string, url: URL): Promise<{ html: string; status: 200 | 404 }> {
  const { lang, bare } = route(url.pathname);
  const head = await headOf(db, lang, bare, url.origin);
  if (head === 'missing') return { html: shell, status: 404 };
  if (!head) return { html: shell, status: 200 };
  const thUrl = `${url.origin}${bare}`;
  const enUrl = `${url.origin}/en${bare === '/' ? '' : bare}`;
  const tags = [
    `<link rel="canonical" href="${escape(lang === 'en' ? enUrl : thUrl)}" />`,
    `<link rel="alternate" hreflang="th" href="${escape(thUrl)}" />`,
    `<link rel="alternate" hreflang="en" href="${escape(enUrl)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escape(thUrl)}" />`,
    `<meta property="og:type" content="${head.jsonLd ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escape(head.title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'th_TH'}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escape(head.image)}" />`] : []),
    ...(head.preload ? imagePreloads(head.preload) : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ];
  const html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escape(head.description)}" />`)
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  return { html, status: 200 };
}
