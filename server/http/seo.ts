import { type CategorySlug, categoryOfPath, type ImageRef, variantShownFirst } from '../../contract/catalogue.ts';
import { EDUCATION_PAGES, type EducationPagePath } from '../../contract/education.ts';
import { policyOfPath } from '../../contract/policies.ts';
import { DESKTOP_IMAGE_MEDIA, IMAGE_USES, type ImageWidth, srcSet } from '../../contract/product-images.ts';
import { getProduct } from '../catalogue/queries.ts';
import { documents } from '../content/documents.ts';
import { contentStore } from '../content/store.ts';
import type { Db } from '../db/client.ts';
import { runningCampaign } from '../preorder/sessions.ts';
import { storeHeadOf } from '../stores/page-heads.ts';
import type { APP_ICONS } from './app-icons.ts';
import { contentHeadOf, MODEL_FAMILIES, modelIdOf } from './content-heads.ts';
import { HttpError } from './errors.ts';
import { type Lang, pick } from './lang.ts';
import type { Claim } from './route-patterns.ts';
import { serviceHeadOf } from './service-heads.ts';
import { escapeHtml } from '../html-escape.ts';

const SHOP = 'Apple Premium Reseller';
/** Shared links of pages without a product picture show the app icon. */
const SHARE_IMAGE = '/icons/icon-512.png' satisfies keyof typeof APP_ICONS;
/** The title and description of pages without their own (the app's layout route says the same, src/features/navigation/page-head.ts). */
const DEFAULT_HEAD: Record<Lang, Head> = {
  th: {
    title: `${SHOP} | iPhone, iPad, Mac`,
    description: 'ร้านตัวแทนจำหน่าย Apple อย่างเป็นทางการ iPhone, iPad, Mac, Apple Watch, AirPods และอุปกรณ์เสริม พร้อมราคาพิเศษเพื่อการศึกษา',
  },
  en: {
    title: `${SHOP} | iPhone, iPad, Mac`,
    description: 'Authorised Apple reseller in Thailand: iPhone, iPad, Mac, Apple Watch, AirPods and accessories, with education pricing.',
  },
};

/** The 404 page's head, word for word the app's (src/features/navigation/page-head.ts, notFoundHead). */
const NOT_FOUND_HEAD: Record<Lang, Head> = {
  th: { title: `ไม่พบหน้านี้ | ${SHOP}`, description: 'ไม่พบหน้าที่คุณต้องการ กลับไปที่หน้าแรกเพื่อเลือกซื้อสินค้าต่อ' },
  en: { title: `Page not found | ${SHOP}`, description: 'This page could not be found. Return to the home page to keep shopping.' },
};
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

/** Pages of their own whose title and description are a CMS marketing page's, as their routes show them (src/routes/-workshop.ts, campaign/smb-retail-business.tsx). */
const CMS_HEADED_PAGES: Record<string, string> = {
  '/workshop-online': 'workshop-online',
  '/yes-i-can-workshop': 'yes-i-can-workshop',
  '/demo-workshop': 'demo-workshop',
  '/campaign/smb-retail-business': 'smb-retail-business',
};

/** The price list page's title and description, as its route has them (src/routes/{-$locale}/apple-pricelist.tsx). */
const PRICE_LIST_HEAD: Record<Lang, Head> = {
  th: {
    title: `ราคาสินค้า Apple | ${SHOP}`,
    description: 'ราคา iPhone, iPad, Mac, Apple Watch, AirPods และอุปกรณ์เสริมทุกรุ่นเป็นเงินบาท ทั้งราคาปกติ ราคาพิเศษ และราคาเพื่อการศึกษา พิมพ์หรือดาวน์โหลดได้',
  },
  en: {
    title: `Apple price list | ${SHOP}`,
    description: 'Prices of every iPhone, iPad, Mac, Apple Watch, AirPods and accessory in baht: regular, special and education prices, to print or download.',
  },
};

/**
 * The pre-order page's title and description name the campaign running now, as its route's head does from
 * GET /auth/campaign (src/routes/{-$locale}/preorder/index.tsx); without a campaign, the page's own name.
 */
async function preorderHead(db: Db, lang: Lang, now: Date): Promise<Head> {
  const campaign = await runningCampaign(db, now).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  const name = campaign ? pick(lang, campaign.nameTh, campaign.nameEn) : pick(lang, 'สั่งจองล่วงหน้า', 'Pre-order');
  return {
    canonical: '/preorder',
    title: `${name} | ${SHOP}`,
    description: pick(
      lang,
      `${name} กับตัวแทนจำหน่าย Apple อย่างเป็นทางการในประเทศไทย จัดส่งฟรีทั่วประเทศ และคืนสินค้าได้ภายใน 14 วัน`,
      `${name} from an authorised Apple reseller in Thailand: free delivery nationwide and 14-day returns.`,
    ),
  };
}

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface Head {
  title: string;
  description: string;
  /** the address search engines should index for this page, without the language prefix; none for pages that are not indexed */
  canonical?: string;
  image?: string;
  /** the product image the page paints first, preloaded with the same candidates the app's <picture> uses */
  preload?: { slug: string; colour: string };
  jsonLd?: unknown;
}

/**
 * The product picture the page paints first, fetched at high priority beside the scripts rather than once the app
 * has rendered it: the candidates of the product page's <picture> (src/ui/ProductImage.tsx), so that the browser
 * uses what it fetched.
 */
function imagePreloads(image: Pick<ImageRef, 'slug' | 'colour'>): string[] {
  const { mobile, desktop, sizes } = IMAGE_USES.detail;
  const link = (media: string, widths: readonly ImageWidth[]) =>
    `<link rel="preload" as="image" type="image/webp" media="${media}" imagesrcset="${escapeHtml(srcSet(image, widths))}" imagesizes="${sizes}" fetchpriority="high" />`;
  return [link(`not all and ${DESKTOP_IMAGE_MEDIA}`, mobile), link(DESKTOP_IMAGE_MEDIA, desktop)];
}

/** Splits '/en/product/x_1' into the language and the path without its prefix. */
function route(pathname: string): { lang: Lang; bare: string } {
  const en = /^\/en(?=\/|$)/.exec(pathname);
  return { lang: en ? 'en' : 'th', bare: pathname.slice(en ? 3 : 0) || '/' };
}

async function headOf(db: Db, now: Date, lang: Lang, bare: string, origin: string, claim: Claim, sku: number | undefined): Promise<Head | 'missing' | null> {
  if (/^\/(home\/?)?$/.test(bare)) return { ...DEFAULT_HEAD[lang], canonical: '/' };
  const policy = policyOfPath(bare);
  if (policy) {
    const page = await contentStore(db).one(documents.marketingPage, 'marketing-page', policy, lang);
    return page ? { canonical: `/${policy}`, title: `${page.title} | ${SHOP}`, description: page.description } : 'missing';
  }
  const cmsPath = bare.replace(/(.)\/+$/, '$1');
  if (CMS_HEADED_PAGES[cmsPath]) {
    const page = await contentStore(db).one(documents.marketingPage, 'marketing-page', CMS_HEADED_PAGES[cmsPath], lang);
    return page ? { canonical: cmsPath, title: `${page.title} | ${SHOP}`, description: page.description } : 'missing';
  }
  if (/^\/apple-pricelist\/?$/.test(bare)) return { canonical: '/apple-pricelist', ...PRICE_LIST_HEAD[lang] };
  if (/^\/preorder\/?$/.test(bare)) return preorderHead(db, lang, now);
  const service = serviceHeadOf(lang, bare);
  if (service) return service;
  const store = await storeHeadOf(db, lang, bare);
  if (store) return store;
  const education = bare.replace(/(.)\/+$/, '$1');
  if (education in EDUCATION_PAGES) {
    const { name, description } = EDUCATION_PAGES[education as EducationPagePath][lang];
    return { canonical: education, title: `${name} | ${SHOP}`, description };
  }
  const category = /^\/([a-z-]+)\/?$/.exec(bare)?.[1];
  if (category && CATEGORY_TITLES[category]) {
    const name = pick(lang, CATEGORY_TITLES[category].th, CATEGORY_TITLES[category].en);
    return {
      canonical: `/${category}`,
      title: `${name} | ${SHOP}`,
      description: pick(
        lang,
        `เลือกซื้อ ${name} จากตัวแทนจำหน่าย Apple อย่างเป็นทางการ ราคาเป็นบาท จัดส่งทั่วประเทศไทย`,
        `Shop ${name} from an authorised Apple reseller in Thailand, priced in baht, delivered nationwide.`,
      ),
    };
  }
  const results = /^\/product-category\/(.+)$/.exec(bare);
  if (results && !categoryOfPath(results[1])) return 'missing';
  const content = await contentHeadOf(db, lang, bare, claim === 'content');
  if (content) return content === 'missing' ? content : { ...content, image: content.image && `${origin}${content.image}` };
  // a model of a family (/iphone/iphone-17-pro) is its product page, which is the address to index
  const model = /^\/([a-z-]+)\/([a-z0-9-]+)\/?$/.exec(bare);
  const modelId = model && MODEL_FAMILIES[model[1]!] ? ((await modelIdOf(db, model[1]!, model[2]!)) ?? 'missing') : null;
  if (modelId === 'missing') return modelId;
  const id = modelId ?? /^\/product\/[^/]*?_?([1-9]\d{0,9})$/.exec(bare)?.[1];
  // a product address without a product id is one the app answers with its not-found page
  if (!id) return bare.startsWith('/product/') ? 'missing' : null;
  if (Number(id) > MAX_ID) return 'missing';
  const product = await getProduct(db, lang, Number(id));
  if (!product) return 'missing';
  const variant = variantShownFirst(product.variants, sku);
  const image = `${origin}/images/p/${product.slug}/${variant.colourCode}/820.webp`;
  const prices = product.variants.map((v) => v.specialPrice ?? v.price);
  return {
    // the product's own address, also for one reached by another name before its id (/product/old-name_1001)
    canonical: `/product/${product.slug}_${product.productId}`,
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
 * Writes the page's language, title and description into the app shell, and for the home page, listings,
 * policies and products also the canonical and hreflang links, Open Graph tags and JSON-LD. A path no page of the app
 * claims (`known` false) and an unknown product answer 404 with the shell: the app shows its not-found page.
 */
export async function withHead(db: Db, now: Date, shell: string, url: URL, known: Claim): Promise<{ html: string; status: 200 | 404; lang: Lang }> {
  const { lang, bare } = route(url.pathname);
  // the variant a product address names (?sku=), whose picture the preview shows
  const sku = /^[1-9]\d{0,9}$/.test(url.searchParams.get('sku') ?? '') ? Number(url.searchParams.get('sku')) : undefined;
  const found = known ? await headOf(db, now, lang, bare, url.origin, known, sku) : 'missing';
  const head = found === 'missing' ? NOT_FOUND_HEAD[lang] : (found ?? DEFAULT_HEAD[lang]);
  const html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', `  ${indexingTags(head, lang, url.origin).join('\n    ')}\n  </head>`);
  return { html, status: found === 'missing' ? 404 : 200, lang };
}

function indexingTags(head: Head, lang: Lang, origin: string): string[] {
  if (head.canonical === undefined) return [];
  const thUrl = `${origin}${head.canonical}`;
  const enUrl = `${origin}/en${head.canonical === '/' ? '' : head.canonical}`;
  return [
    `<link rel="canonical" href="${escapeHtml(lang === 'en' ? enUrl : thUrl)}" />`,
    `<link rel="alternate" hreflang="th" href="${escapeHtml(thUrl)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(enUrl)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(thUrl)}" />`,
    `<meta property="og:type" content="${head.jsonLd ? 'product' : 'website'}" />`,
    `<meta property="og:site_name" content="${SHOP}" />`,
    `<meta property="og:url" content="${escapeHtml(lang === 'en' ? enUrl : thUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'th_TH'}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image ?? `${origin}${SHARE_IMAGE}`)}" />`,
    ...(head.preload ? imagePreloads(head.preload) : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ];
}
