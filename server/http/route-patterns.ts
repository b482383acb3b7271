import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/constants.ts';

/**
 * The app's page addresses as TanStack Router writes them (`/{-$locale}/product/$slug`), read at build time
 * from the generated route tree and written to `routes.json` beside the built app, so the server answers
 * 404 for any path no page claims without a second list of routes to keep in step.
 */
export const RouteList = v.object({ patterns: v.array(v.string()) });

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
 * languages only (`/en/...`): any other first segment is a page of its own or nothing.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => Claim {
  const pages = patterns.filter((p) => !CONTENT_PATTERNS.includes(p)).map(patternRegExp);
  const content = patterns.filter((p) => CONTENT_PATTERNS.includes(p)).map(patternRegExp);
  return (pathname) => (pages.some((e) => e.test(pathname)) ? 'page' : content.some((e) => e.test(pathname)) ? 'content' : false);
}

/**
 * The matcher of a build's `routes.json`, read once (again after a failed read). A build without one
 * (made before the file existed) claims every path, as the server did then.
 */
export function builtRouteMatcher(distDir: string): () => Promise<(pathname: string) => Claim> {
  let matcher: Promise<(pathname: string) => Claim> | undefined;
  const read = async () => {
    try {
      const list = v.parse(RouteList, JSON.parse(await readFile(join(distDir, ROUTE_LIST_FILE), 'utf8')));
      return routeMatcher(list.patterns);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return (): Claim => 'page';
      matcher = undefined;
      throw error;
    }
  };
  return () => (matcher ??= read());
}
