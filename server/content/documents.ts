import * as v from 'valibot';
import {
  Banner,
  CompareTable,
  CreditCardBanner,
  HeaderLogos,
  LandingPage,
  MarketingPage,
  MenuEntry,
  PageBlock,
  PageBlocks,
  ProductHighlight,
  ProductPageData,
  PromotionBanner,
} from '../../contract/content.ts';
import { normaliseMenuLink } from './links.ts';
import { sanitizeHtml } from './sanitize.ts';

/**
 * How each kind of CMS document is checked and cleaned (HTML sanitised, menu links normalised), once
 * when it is seeded and again when it is answered. `clean` returns null for an item to leave out.
 */
interface ListType<S extends v.GenericSchema> {
  list: true;
  item: S;
  whole: v.GenericSchema<unknown, v.InferOutput<S>[]>;
  clean(item: v.InferOutput<S>): v.InferOutput<S> | null;
}
interface SingleType<S extends v.GenericSchema> {
  list: false;
  schema: S;
  clean(doc: v.InferOutput<S>): v.InferOutput<S>;
}
export type DocumentType<S extends v.GenericSchema = v.GenericSchema> = ListType<S> | SingleType<S>;
/** What a document of a type reads as: a list of items or one object. */
export type DocumentOf<D> = D extends ListType<infer S> ? v.InferOutput<S>[] : D extends SingleType<infer S> ? v.InferOutput<S> : never;

const listOf = <S extends v.GenericSchema>(item: S, clean: ListType<S>['clean'] = (x) => x, whole: ListType<S>['whole'] = v.array(item)): ListType<S> => ({
  list: true,
  item,
  whole,
  clean,
});
const single = <S extends v.GenericSchema>(schema: S, clean: SingleType<S>['clean'] = (x) => x): SingleType<S> => ({ list: false, schema, clean });

function cleanMenuEntry(entry: MenuEntry): MenuEntry | null {
  const subMenu = entry.subMenu.map(cleanMenuEntry).filter((e): e is MenuEntry => e !== null);
  if (entry.link === null) return { ...entry, isExternal: false, subMenu };
  const normalised = normaliseMenuLink(entry.link);
  return normalised && { ...entry, ...normalised, subMenu };
}

export const documents = {
  banners: listOf(Banner),
  productHighlight: listOf(ProductHighlight),
  landingPage: single(LandingPage),
  menu: listOf(MenuEntry, cleanMenuEntry),
  headerLogos: single(HeaderLogos),
  promotionBanners: listOf(PromotionBanner),
  creditCardBanners: listOf(CreditCardBanner),
  marketingPage: single(MarketingPage, (page) => ({ ...page, blocks: page.blocks.map((b) => ({ ...b, html: sanitizeHtml(b.html) })) })),
  compareTable: single(CompareTable),
  pageBlocks: listOf(PageBlock, (block) => ({ ...block, data: block.data.map((e) => ({ ...e, detail: sanitizeHtml(e.detail) })) }), PageBlocks),
  productPageData: single(ProductPageData),
};

const issueOf = (issues: v.BaseIssue<unknown>[]) => {
  const issue = issues[0]!;
  return `${issue.path?.map((p) => String(p.key)).join('.') ?? ''}: ${issue.message}`;
};

/** Seeding: the whole document must match, and cleaning must not leave anything out. */
export function prepareDocument<D extends DocumentType>(type: D, data: unknown, where: string): DocumentOf<D> {
  if (!type.list) {
    const result = v.safeParse(type.schema, data);
    if (!result.success) throw new Error(`Seed content ${where} ${issueOf(result.issues)}`);
    return type.clean(result.output) as DocumentOf<D>;
  }
  const result = v.safeParse(type.whole, data);
  if (!result.success) throw new Error(`Seed content ${where} ${issueOf(result.issues)}`);
  const cleaned = result.output.map(type.clean);
  if (cleaned.some((item) => item === null)) throw new Error(`Seed content ${where} holds an unsafe link`);
  return cleaned as DocumentOf<D>;
}

/**
 * Answering: a list keeps the items that match (the others are logged and left out, as the spec's
 * client does with menus); a single document that does not match is a fault of the server.
 */
export function readDocument<D extends DocumentType>(type: D, data: unknown, where: string): DocumentOf<D> {
  if (!type.list) {
    const result = v.safeParse(type.schema, data);
    if (!result.success) throw new Error(`Content ${where} does not match its schema: ${issueOf(result.issues)}`);
    return type.clean(result.output) as DocumentOf<D>;
  }
  if (!Array.isArray(data)) {
    console.error(`Content ${where} is not a list; answering an empty one`);
    return [] as DocumentOf<D>;
  }
  const items = data.flatMap((raw, index) => {
    const result = v.safeParse(type.item, raw);
    if (result.success) return [type.clean(result.output)].filter((item) => item !== null);
    console.error(`Content ${where}[${index}] left out: ${issueOf(result.issues)}`);
    return [];
  });
  return items as DocumentOf<D>;
}
