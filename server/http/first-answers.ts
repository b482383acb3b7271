import { firstViewCalls } from '../../contract/first-view.ts';
import type { Lang } from './lang.ts';

/** One of the server's own GET calls, answered in-process as it would be over HTTP. */
export type OwnCall = (path: string, lang: Lang) => Response | Promise<Response>;

/** A first call slower than this is left to the app, which asks for it itself: the page does not wait longer. */
const WAIT_MS = 800;

/** JSON inside <script> must not be able to close the tag; `<` only occurs inside JSON strings. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

async function answerOf(call: OwnCall, path: string, lang: Lang): Promise<[string, string] | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, WAIT_MS, null)));
  try {
    const response = await Promise.race([call(path, lang), late]);
    if (!response?.ok || !response.headers.get('content-type')?.includes('application/json')) return null;
    return [path, await response.text()];
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answers to the calls the page's first view makes (contract/first-view.ts), written into the page as
 * `<script type="application/json" id="first-answers">` for the app to take instead of asking (decision 017).
 * Only public GETs, whose answers do not depend on who asks.
 */
export async function firstAnswersTag(call: OwnCall, pathname: string, lang: Lang): Promise<string> {
  const answers = (await Promise.all(firstViewCalls(pathname).map((path) => answerOf(call, path, lang)))).filter((answer) => answer !== null);
  if (answers.length === 0) return '';
  const body = answers.map(([path, json]) => `${JSON.stringify(path)}:${json}`).join(',');
  return `<script type="application/json" id="first-answers">${scriptSafe(`{"locale":"${lang}","answers":{${body}}}`)}</script>`;
}
