import * as v from 'valibot';
import { envelope } from './error.ts';

/* ---------- shared pieces ---------- */

/** A link or image the app may put in href/src as it is: an https URL or a path on this site (never `//host`). */
export const SafeUrl = v.pipe(v.string(), v.regex(/^(?:https:\/\/[^\s/\\]|\/(?![/\\]))\S*$/, 'must be an https URL or a path on this site'));

const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const Text = v.pipe(v.string(), v.minLength(1));
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'), v.maxLength(120));

/* ---------- requests ---------- */

/** `{x}` of /content/top-menus/{x}, /marketing-page/{x}, /page/{x} ...: a well-formed key; an unknown one is a 404. */
export const ContentKeyParams = v.object({ x: Slug });

/** Marketing documents shown by a page of their own at another address than /{key}: /{key} leads there. */
export const MARKETING_PAGE_ADDRESSES = { 'smb-retail-business': '/campaign/smb-retail-business' } as const;
export const marketingPageAddress = (key: string): string | undefined => (MARKETING_PAGE_ADDRESSES as Record<string, string>)[key];

/** GET /pagerender/landing/page/list-by-tag */
export const LandingTagQuery = v.object({ tag: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a tag such as education')) });

export const BANKS = ['kbank', 'scb', 'ktc', 'bbl', 'krungsri', 'ttb', 'uob'] as const;
export const Bank = v.picklist(BANKS);
export type Bank = v.InferOutput<typeof Bank>;

/** Where a promotion banner may be shown. */
export const BANNER_POSITIONS = ['home', 'product', 'cart', 'education', 'promotion'] as const;
export const BannerPosition = v.picklist(BANNER_POSITIONS);

/** GET /pagerender/content/promotion-banners and /content/credit-card-banners */
export const BannerQuery = v.object({
  position: v.optional(BannerPosition),
  bank: v.optional(Bank),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a number'), v.transform(Number), v.minValue(1), v.maxValue(20)), '10'),
});

/** GET /pagerender/blog */
export const BlogListQuery = v.object({
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a number'), v.transform(Number)), '0'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a number'), v.transform(Number), v.minValue(1), v.maxValue(50)), '12'),
});

/** GET /pagerender/blog/{slug} */
export const BlogSlugParams = v.object({ slug: Slug });

/* ---------- education landing ---------- */

export const Banner = v.object({ id: Text, title: Text, image: SafeUrl, link: SafeUrl, alt: Text });
export type Banner = v.InferOutput<typeof Banner>;
export const BannersResponse = envelope(v.array(Banner));

/** A product card reference: the app reads prices from /pim/api/products/{productId}. */
export const ProductHighlight = v.object({ id: Text, productId: v.number(), slug: Text, productName: Text, tagline: Text, image: SafeUrl, link: SafeUrl });
export type ProductHighlight = v.InferOutput<typeof ProductHighlight>;
export const ProductHighlightResponse = envelope(v.array(ProductHighlight));

/* ---------- landing pages ---------- */

export const LandingPage = v.object({ id: Text, slug: Slug, title: Text, excerpt: Text, image: SafeUrl, tags: v.array(Slug) });
export type LandingPage = v.InferOutput<typeof LandingPage>;
/** The names of the tags the shop's landing pages use, as Apple Thailand writes them. */
const TAG_NAMES: Record<string, { th: string; en: string }> = {
  applecare: { th: 'AppleCare', en: 'AppleCare' },
  education: { th: 'การศึกษา', en: 'Education' },
  gift: { th: 'ของขวัญ', en: 'Gifts' },
  health: { th: 'สุขภาพ', en: 'Health' },
  ipad: { th: 'iPad', en: 'iPad' },
  iphone: { th: 'iPhone', en: 'iPhone' },
  mac: { th: 'Mac', en: 'Mac' },
  new: { th: 'มาใหม่', en: 'New' },
  promotion: { th: 'โปรโมชัน', en: 'Promotions' },
  service: { th: 'บริการ', en: 'Services' },
  tips: { th: 'เคล็ดลับ', en: 'Tips' },
  'trade-in': { th: 'เทรดอิน', en: 'Trade In' },
  watch: { th: 'Apple Watch', en: 'Apple Watch' },
};
/**
 * A tag as a heading, on /category/{tag} and in its head, in the page's language; a tag the shop has no name for
 * reads as its words: `gift-guide` is 'Gift guide'.
 */
export const tagName = (tag: string, locale: 'th' | 'en') =>
  (Object.hasOwn(TAG_NAMES, tag) ? TAG_NAMES[tag]![locale] : undefined) ?? tag.charAt(0).toUpperCase() + tag.slice(1).replace(/-/g, ' ');
export const LandingPagesResponse = envelope(v.array(LandingPage));

/* ---------- menus and logos ---------- */

/**
 * A menu entry (spec section 3). `link` is null for a heading that only groups its sub-menu (footer
 * columns); external links (http, https) open in a new tab.
 */
export interface MenuEntry {
  name: string;
  link: string | null;
  isNew: boolean;
  isExternal: boolean;
  subMenu: MenuEntry[];
}
export const MenuEntry: v.GenericSchema<MenuEntry> = v.object({
  name: Text,
  link: v.nullable(v.string()),
  isNew: v.boolean(),
  isExternal: v.boolean(),
  subMenu: v.array(v.lazy(() => MenuEntry)),
});
export const MenuResponse = envelope(v.array(MenuEntry));

export const Logo = v.object({ image: SafeUrl, alt: Text, link: SafeUrl });
export const HeaderLogos = v.object({ home: Logo, education: Logo, ustore: Logo });
export type HeaderLogos = v.InferOutput<typeof HeaderLogos>;
export const HeaderLogosResponse = envelope(HeaderLogos);

/* ---------- promotion and credit-card banners ---------- */

const Period = v.pipe(
  v.object({ startDate: Timestamp, endDate: Timestamp }),
  v.check((p) => Date.parse(p.startDate) < Date.parse(p.endDate), 'the period must end after it starts'),
);

export const PromotionBanner = v.object({
  id: Text,
  /** the card issuer when the offer needs one, else null */
  bank: v.nullable(Bank),
  title: Text,
  detail: Text,
  image: SafeUrl,
  period: Period,
  link: SafeUrl,
  positions: v.array(BannerPosition),
  /** the models (product ids) the promotion names: the promotions page shows them as product cards */
  productIds: v.optional(v.array(v.number()), []),
});
export type PromotionBanner = v.InferOutput<typeof PromotionBanner>;
export const CreditCardBanner = v.object({
  ...PromotionBanner.entries,
  bank: Bank,
  /** 0% instalments for up to this many months */
  months: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(48)),
  /** the least a transaction must come to, in baht */
  minimumSpend: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CreditCardBanner = v.InferOutput<typeof CreditCardBanner>;
export const PromotionBannersResponse = envelope(v.array(PromotionBanner));
export const CreditCardBannersResponse = envelope(v.array(CreditCardBanner));

/* ---------- marketing pages and comparisons ---------- */

/** `html` is sanitised on the server. */
export const MarketingBlock = v.object({ id: Text, title: v.string(), html: v.string() });
export const MarketingPage = v.object({ slug: Slug, title: Text, description: Text, blocks: v.array(MarketingBlock) });
export type MarketingPage = v.InferOutput<typeof MarketingPage>;
export const MarketingPageResponse = envelope(MarketingPage);

export const CompareModel = v.object({ productId: v.number(), slug: Text, name: Text, image: SafeUrl });
/** `values[i]` describes `models[i]`. */
export const CompareRow = v.object({ label: Text, values: v.array(v.string()) });
export const CompareTable = v.pipe(
  v.object({ slug: Slug, title: Text, models: v.pipe(v.array(CompareModel), v.minLength(2)), rows: v.array(CompareRow) }),
  v.check((t) => t.rows.every((r) => r.values.length === t.models.length), 'every row needs one value per model'),
);
export type CompareTable = v.InferOutput<typeof CompareTable>;
export const CompareTableResponse = envelope(CompareTable);

/* ---------- home page blocks (spec section 3) ---------- */

export const BLOCK_TYPES = ['top-banner', 'hero-banner', 'category-shortcut', 'content-card', 'promotion-strip'] as const;

/** `detail` is HTML, sanitised on the server. */
export const PageBlockEntry = v.object({ id: Text, title: v.string(), detail: v.string(), createdAt: Timestamp, updatedAt: Timestamp });
export type PageBlockEntry = v.InferOutput<typeof PageBlockEntry>;

export const PageBlock = v.pipe(
  v.object({
    id: Slug,
    type: v.picklist(BLOCK_TYPES),
    title: v.string(),
    fullwidth: v.boolean(),
    /** which screens show the block */
    scope: v.picklist(['all', 'desktop', 'mobile']),
    columnCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
    /** most entries shown */
    limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
    backgroundColor: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour')),
    data: v.array(PageBlockEntry),
  }),
  v.check((b) => b.data.length <= b.limit, 'a block holds at most `limit` entries'),
  v.check((b) => b.type !== 'top-banner' || b.data.length > 0, 'the top banner needs an entry'),
);
export type PageBlock = v.InferOutput<typeof PageBlock>;
export const PageBlocks = v.pipe(
  v.array(PageBlock),
  v.check((blocks) => new Set(blocks.map((b) => b.id)).size === blocks.length, 'block ids must be unique'),
);
export const PageBlocksResponse = envelope(PageBlocks);

/** The top banner's HTML: the first entry of the block with id `top-banner` (spec section 3). */
export const topBannerOf = (blocks: PageBlock[]): string | undefined => blocks.find((b) => b.id === 'top-banner')?.data[0]?.detail;

/* ---------- blog ---------- */

export const BlogSummary = v.object({
  id: v.number(),
  slug: Slug,
  title: Text,
  excerpt: Text,
  tags: v.array(v.string()),
  /** the first picture of the post, if it has one */
  image: v.nullable(SafeUrl),
  publishedAt: Timestamp,
});
export type BlogSummary = v.InferOutput<typeof BlogSummary>;
/** `body` is sanitised HTML. */
export const BlogPost = v.object({ ...BlogSummary.entries, body: v.string() });
export type BlogPost = v.InferOutput<typeof BlogPost>;
export const BlogListResponse = envelope(v.object({ items: v.array(BlogSummary), total: v.number(), offset: v.number(), limit: v.number() }));
export const BlogPostResponse = envelope(BlogPost);

/* ---------- GET /configs/product-page-data.json (not wrapped in data) ---------- */

/** Gift wrapping costs `defaultPrice` baht unless a campaign covers the date (spec section 9). */
export const GiftWrappingCampaign = v.pipe(
  v.object({ name: Text, startDate: Timestamp, endDate: Timestamp, price: v.pipe(v.number(), v.minValue(0)) }),
  v.check((c) => Date.parse(c.startDate) < Date.parse(c.endDate), 'the campaign must end after it starts'),
);
export type GiftWrappingCampaign = v.InferOutput<typeof GiftWrappingCampaign>;
export const ProductPageData = v.object({
  giftWrapping: v.object({ defaultPrice: v.pipe(v.number(), v.minValue(0)), campaign: v.array(GiftWrappingCampaign) }),
});
export type ProductPageData = v.InferOutput<typeof ProductPageData>;
