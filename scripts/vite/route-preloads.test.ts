import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, mayRedirectFirstVisit, routeFilesOf, routePreloads } from './route-preloads.ts';

const TREE = `
import { Route as LocaleRouteRouteImport } from './routes/{-$locale}/route'
import { Route as LocaleIphoneRouteImport } from './routes/{-$locale}/iphone'
import { Route as LocaleProductSlugRouteImport } from './routes/{-$locale}/product/$slug'
export interface FileRoutesByFullPath {
  '/{-$locale}': typeof LocaleRouteRouteWithChildren
  '/{-$locale}/iphone': typeof LocaleIphoneRoute
  '/{-$locale}/product/$slug': typeof LocaleProductSlugRoute
}`;

const chunk = (fileName: string, rest: Partial<BuiltChunk> = {}): BuiltChunk => ({ fileName, facadeModuleId: null, isEntry: false, imports: [], ...rest });
const SRC = '/shop/src';
const CHUNKS = [
  chunk('assets/app-A.js', { isEntry: true, imports: ['assets/vendor-V.js'] }),
  chunk('assets/vendor-V.js'),
  chunk('assets/catalogue-C.js', { imports: ['assets/app-A.js', 'assets/vendor-V.js'], viteMetadata: { importedCss: new Set(['assets/catalogue-C.css']) } }),
  chunk('assets/iphone-I.js', {
    facadeModuleId: `${SRC}/routes/{-$locale}/iphone.tsx?tsr-split=component`,
    imports: ['assets/catalogue-C.js', 'assets/app-A.js'],
  }),
  chunk('assets/_slug-S.js', { facadeModuleId: `${SRC}/routes/{-$locale}/product/$slug.tsx?tsr-split=component`, imports: ['assets/app-A.js'] }),
  chunk('assets/other-O.js', { facadeModuleId: `${SRC}/routes/{-$locale}/iphone.tsx?tsr-split=errorComponent` }),
];

describe('routeFilesOf', () => {
  it("names each page's route file", () => {
    expect(routeFilesOf(TREE)).toEqual({
      '/{-$locale}': 'routes/{-$locale}/route',
      '/{-$locale}/iphone': 'routes/{-$locale}/iphone',
      '/{-$locale}/product/$slug': 'routes/{-$locale}/product/$slug',
    });
  });

  it("reads the app's own route tree", () => {
    expect(routeFilesOf(readFileSync('src/routeTree.gen.ts', 'utf8'))['/{-$locale}/product/$slug']).toBe('routes/{-$locale}/product/$slug');
  });
});

describe('routePreloads', () => {
  const preloads = routePreloads(routeFilesOf(TREE), CHUNKS, SRC);

  it("lists a page's component chunk and what it imports, with their styles, leaving out what index.html loads", () => {
    expect(preloads['/{-$locale}/iphone']).toEqual(['/assets/iphone-I.js', '/assets/catalogue-C.js', '/assets/catalogue-C.css']);
    expect(preloads['/{-$locale}/product/$slug']).toEqual(['/assets/_slug-S.js']);
  });

  it('leaves out pages whose component has no chunk of its own', () => {
    expect(preloads).not.toHaveProperty('/{-$locale}');
  });

  it('leaves out pages behind a guard, theirs or a surrounding route’s', () => {
    const guarded = routePreloads(routeFilesOf(TREE), CHUNKS, SRC, (file) => file === 'routes/{-$locale}/product/$slug');
    expect(Object.keys(guarded)).toEqual(['/{-$locale}/iphone']);
    expect(routePreloads(routeFilesOf(TREE), CHUNKS, SRC, (file) => file === 'routes/{-$locale}/route')).toEqual({});
  });
});

describe('mayRedirectFirstVisit', () => {
  it.each([
    ["beforeLoad: guard('authenticate', 'cart', 'redirectToTy'),", true],
    ["beforeLoad: (args) => guard('checkoutPayment')(args),", true],
    ["beforeLoad: guard(\n    'isNotLoggedIn',\n    'socialRegister',\n  ),", true],
    ["beforeLoad: guard('isNotLoggedIn'),", false],
    ["beforeLoad: guard('notHaveSessionPreorder'),", false],
    ['component: ProductPage,', false],
  ])('%s: %s', (source, expected) => {
    expect(mayRedirectFirstVisit(source)).toBe(expected);
  });

  it("tells the app's login page from its checkout", () => {
    expect(mayRedirectFirstVisit(readFileSync('src/routes/{-$locale}/login.tsx', 'utf8'))).toBe(false);
    expect(mayRedirectFirstVisit(readFileSync('src/routes/{-$locale}/checkout.tsx', 'utf8'))).toBe(true);
  });
});
