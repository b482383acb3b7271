import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/constants.ts';

/**
 * The app's page addresses as TanStack Router writes them (`/{-$locale}/product/$slug`), read at build time
 * from the generated route tree and written to `routes.json` beside the built app, so the server answers
 * 404 for any path no page claims without a second list of routes to keep in step.
 */
export const RouteList = v.object({
  patterns: v.array(v.string()),
  /** by pattern, the files a page loads after index.html's own (scripts/vite/route-preloads.ts) */
  preloads: v.optional(v.record(v.string(), v.array(v.pipe(v.string(), v.regex(/^\/assets\/[^"'<>\s]+$/)))), {}),
});

/** The app's pages as the server knows them: whether one claims a path, and the files that page loads after index.html's. */
export interface AppPages {
  claim(pathname: string): Claim;
  preloads(pathname: string): string[];
}

export const ROUTE_LIST_FILE = 'routes.json';

/** Any path under the locale alone that is a splat is the app's not-found catcher, not a page. */
const NOT_FOUND_CATCHER = /^(\/\{-\$locale\})?\/\$$/;

/** The full paths of `FileRoutesByFullPath` in `src/routeTree.gen.ts`, without the not-found catcher. */
export function routePatternsOf(routeTreeSource: string): string[] {
  const body = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1];
  if (body === undefined) throw new Error('The route tree has no FileRoutesByFullPath: is it a TanStack Router route tree?');
  const paths = [...body.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
  return [...new Set(paths)].filter((path) => !NOT_FOUND_CATCHER.test(path)).sort();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Prefixes other than the default language's; the default language is unprefixed. */
const LOCALE_PREFIX = `(?:/(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')}))?`;

/** One segment of a pattern as a regular expression that also consumes its leading slash. */
function segmentRegExp(segment: string): string {
  if (segment === '{-$locale}') return LOCALE_PREFIX;
  if (segment === '$') return '(?:/.*)?';
  const optional = /^\{-\$[\w]+\}$/.test(segment);
  if (optional) return '(?:/[^/]+)?';
  if (/^\$[\w]+$/.test(segment)) return '/[^/]+';
  // `{$id}` with a literal prefix or suffix, e.g. `file-{$id}.pdf`
  const parts = segment.split(/(\{-?\$[\w]+\})/).filter(Boolean);
  return `/${parts.map((part) => (/^\{-?\$[\w]+\}$/.test(part) ? (part.startsWith('{-') ? '[^/]*' : '[^/]+') : escapeRegExp(part))).join('')}`;
}

function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  return new RegExp(`^${segments.map(segmentRegExp).join('')}/?$`, 'i');
}

/**
 * Pages that exist only where the CMS has their content (`/{landingSlug}`, `/category/{promotionTag}`): a path that
 * only these claim is a page when the content has it (server/http/seo.ts asks).
 */
export const CONTENT_PATTERNS: readonly string[] = ['/{-$locale}/$landingSlug', '/{-$locale}/category/$promotionTag'];

/** How a path is claimed: by a page of its own, only by a content page, or by nothing (false). */
export type Claim = 'page' | 'content' | false;

/**
 * Answers whether a page of the app claims a path. The `{-$locale}` prefix accepts the non-default
 * languages only (`/en/...`): any other first segment is a page of its own or nothing. A path several patterns
 * match is the page with the fewest parameters (`/iphone` rather than `/$landingSlug`), as the router ranks them, and a
 * layout's address is its index page's.
 */
export function routeMatcher(patterns: readonly string[], preloads: Readonly<Record<string, string[]>> = {}): AppPages {
  const specificity = (pattern: string) => (pattern.match(/\$/g) ?? []).length;
  // a layout's own address shows its index page: '/' is the page of '/{-$locale}/', not of the layout '/{-$locale}'
  const index = (pattern: string) => (pattern.endsWith('/') ? 0 : 1);
  const compiled = [...patterns]
    .sort((a, b) => Number(CONTENT_PATTERNS.includes(a)) - Number(CONTENT_PATTERNS.includes(b)) || specificity(a) - specificity(b) || index(a) - index(b))
    .map((pattern) => ({ pattern, regExp: patternRegExp(pattern) }));
  const match = (pathname: string) => compiled.find(({ regExp }) => regExp.test(pathname))?.pattern;
  return {
    claim: (pathname) => {
      const pattern = match(pathname);
      return pattern === undefined ? false : CONTENT_PATTERNS.includes(pattern) ? 'content' : 'page';
    },
    preloads: (pathname) => preloads[match(pathname) ?? ''] ?? [],
  };
}

/**
 * The app's pages of a build's `routes.json`, read once (again after a failed read). A build without one
 * (made before the file existed) claims every path, as the server did then.
 */
export function builtRouteMatcher(distDir: string): () => Promise<AppPages> {
  let matcher: Promise<AppPages> | undefined;
  const read = async (): Promise<AppPages> => {
    try {
      const list = v.parse(RouteList, JSON.parse(await readFile(join(distDir, ROUTE_LIST_FILE), 'utf8')));
      return routeMatcher(list.patterns, list.preloads);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { claim: () => 'page', preloads: () => [] };
      matcher = undefined;
      throw error;
    }
  };
  return () => (matcher ??= read());
}
