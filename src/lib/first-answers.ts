import type { Locale } from '@contract/constants';

/** What the server writes into the page (server/http/first-answers.ts): the first view's answers, by address. */
interface Written {
  locale: Locale;
  answers: Record<string, unknown>;
}

export interface FirstAnswers {
  /** The server's answer to a GET of `path` in `locale`, once: later calls go to the network. */
  take(path: string, locale: Locale): unknown;
}

/** Reads the answers from the page's `<script type="application/json" id="first-answers">`, if the server wrote it. */
export function firstAnswersOf(document: Document): FirstAnswers {
  let written: Written | null = null;
  try {
    written = JSON.parse(document.getElementById('first-answers')?.textContent ?? 'null') as Written | null;
  } catch {
    // a page without usable answers simply asks the server
  }
  const answers = new Map(Object.entries(written?.answers ?? {}));
  return {
    take(path, locale) {
      if (locale !== written?.locale) return undefined;
      const answer = answers.get(path);
      answers.delete(path);
      return answer;
    },
  };
}
