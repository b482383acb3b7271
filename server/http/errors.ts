import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer the client caused; `message` is shown to the shopper, `code` is for programs. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string, message: string) => new HttpError(404, `${what}_NOT_FOUND`, message);
