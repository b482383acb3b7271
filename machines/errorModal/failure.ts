/** A failed call as the statecharts see it: the HTTP status (0 when the network failed) and the server's message. */
export interface Failure {
  status: number;
  message: string | null;
}

/** The status and message an injected call's error carries, whatever it is. */
export function failureOf(error: unknown): Failure {
  if (typeof error !== 'object' || error === null) return { status: 0, message: null };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
  const message = 'message' in error && typeof error.message === 'string' && error.message !== '' ? error.message : null;
  return { status, message };
}

/** The server's error code (the `code` of a `{ message, code }` body), null when the error carries none. */
export function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/**
 * Which text of spec section 8 the shopper is shown, besides the server's own message: the app maps each to its
 * translation in one place. Without a reason the server's message shows, or the default text when there is none.
 */
export type ErrorReason = 'loginRequired' | 'notEnoughStock' | 'default';
