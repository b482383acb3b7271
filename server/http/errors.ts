import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_ERROR_MESSAGE } from '../../contract/constants.ts';
import type { Lang } from './lang.ts';

/** A text the shopper may read, in both languages; the answer picks one by the request's language. */
export type Localized = { readonly th: string; readonly en: string };

export const say = (th: string, en: string): Localized => ({ th, en });

/**
 * An answer the client caused. `code` is for programs; the text is for the shopper, in Thai and English
 * (or one text where the protocol is English only, as Algolia's), chosen by the app's `onError`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly text: Localized | string,
  ) {
    super(typeof text === 'string' ? text : text.en);
  }

  /** Both texts; an English-only text stands for both. */
  get localized(): Localized {
    return typeof this.text === 'string' ? { th: this.text, en: this.text } : this.text;
  }

  messageIn(lang: Lang): string {
    return this.localized[lang];
  }
}

export const notFound = (what: string, text: Localized | string) => new HttpError(404, `${what}_NOT_FOUND`, text);

/** A path under an API prefix that no route answers (or one the caller may not reach). */
export const noSuchEndpoint = () => new HttpError(404, 'NOT_FOUND', say('ไม่พบบริการที่เรียกใช้', 'No such endpoint'));

/**
 * What a failure of ours says (500): spec section 8's default text, in the shopper's language. The app shows a
 * server's message as it is in some places (adding to the bag, an education code), so it must read as the rest.
 */
export const INTERNAL_ERROR = say(DEFAULT_ERROR_MESSAGE, 'Cannot complete the transaction, please try again later');
