/** What the route-preloads step needs of a built chunk (rolldown's OutputChunk has these). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The route source file of each page address in the generated route tree: `FileRoutesByFullPath` names the route's
 * variable (`typeof ProductSlugRoute`), whose import (`Route as ProductSlugRouteImport from './routes/…'`) is its file.
 */
export function routeFilesOf(routeTreeSource: string): Record<string, string> {
  const imports = new Map([...routeTreeSource.matchAll(/import \{ Route as (\w+)Import \} from '\.\/([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const body = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? '';
  const files: Record<string, string> = {};
  for (const [, pattern, variable] of body.matchAll(/^\s*'([^']+)': typeof (\w+?)(?:WithChildren)?$/gm)) {
    const file = imports.get(variable!);
    if (file) files[pattern!] = file;
  }
  return files;
}

/**
 * Guards that let a shopper opening the page for the first time through and turn away only one who is logged in or
 * already has a pre-order session (docs/guards.md): most who open login, register or the campaign page pass them.
 */
const FIRST_VISIT_GUARDS = new Set(['isNotLoggedIn', 'notHaveSessionPreorder']);

/** Whether a route file's guards may send a shopper who opens its page somewhere else. */
export function mayRedirectFirstVisit(routeSource: string): boolean {
  const guards = [...routeSource.matchAll(/\bguard\(([^)]*)\)/g)].flatMap(([, names]) => [...names!.matchAll(/'(\w+)'/g)].map(([, name]) => name!));
  return guards.some((name) => !FIRST_VISIT_GUARDS.has(name));
}

/** A chunk and every chunk it imports statically, each once, leaving out those `skip` names. */
function withStaticImports(start: BuiltChunk[], byFile: Map<string, BuiltChunk>, skip: (fileName: string) => boolean = () => false) {
  const reached = new Map<string, BuiltChunk>();
  const queue = start.filter((chunk) => !skip(chunk.fileName));
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (reached.has(chunk.fileName)) continue;
    reached.set(chunk.fileName, chunk);
    queue.push(...chunk.imports.filter((name) => !skip(name)).flatMap((name) => byFile.get(name) ?? []));
  }
  return [...reached.values()];
}

/**
 * The files a page loads after index.html's own: its route's split-off component chunk and what that chunk imports
 * statically (scripts and styles), as `/assets/…` paths. The server names them in the page's head, so the browser
 * fetches them beside the app's first files instead of after the app has started. Pages behind a guard that may send
 * the shopper elsewhere (`guarded` tells, by route file, for the page and the routes around it) are left out.
 */
export function routePreloads(
  routeFiles: Record<string, string>,
  chunks: BuiltChunk[],
  srcDir: string,
  guarded: (routeFile: string) => boolean = () => false,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstView = new Set(
    withStaticImports(
      chunks.filter((chunk) => chunk.isEntry),
      byFile,
    ).map((chunk) => chunk.fileName),
  );
  const preloads: Record<string, string[]> = {};
  const behindGuard = (pattern: string) =>
    Object.entries(routeFiles).some(([outer, file]) => (pattern === outer || pattern.startsWith(`${outer}/`)) && guarded(file));
  for (const [pattern, file] of Object.entries(routeFiles)) {
    if (behindGuard(pattern)) continue;
    const source = [`${srcDir}/${file}.tsx`, `${srcDir}/${file}.ts`];
    const component = chunks.find((chunk) => source.includes(chunk.facadeModuleId?.split('?tsr-split=component')[0] ?? ''));
    if (!component) continue;
    const files = withStaticImports([component], byFile, (name) => firstView.has(name)).flatMap((chunk) => [
      chunk.fileName,
      ...(chunk.viteMetadata?.importedCss ?? []),
    ]);
    if (files.length > 0) preloads[pattern] = [...new Set(files)].map((name) => `/${name}`);
  }
  return preloads;
}
