import { codeOf, failureOf } from '../errorModal/failure.ts';

/**
 * Why a pre-order call did not succeed, as the pre-order pages act on it:
 * - `sessionGone`: the session expired or is unknown (404 PREORDER_SESSION_EXPIRED or PREORDER_SESSION_NOT_FOUND): start again;
 * - `network`: no answer or a server failure: placing may have happened, so the retry sends the same key;
 * - `rejected`: the server said no for a reason the shopper can act on (allocation, per-email limit, address),
 *   named in its message.
 */
export type PreorderFailureKind = 'sessionGone' | 'network' | 'rejected';

export interface PreorderFailure {
  kind: PreorderFailureKind;
  status: number;
  code: string | null;
  /** the server's message, in the shopper's language */
  message: string | null;
}

const SESSION_GONE = new Set(['PREORDER_SESSION_EXPIRED', 'PREORDER_SESSION_NOT_FOUND']);

export function preorderFailureOf(error: unknown): PreorderFailure {
  const { status, message } = failureOf(error);
  const code = codeOf(error);
  const kind: PreorderFailureKind =
    code !== null && SESSION_GONE.has(code) ? 'sessionGone' : status === 0 || status === 408 || status === 429 || status >= 500 ? 'network' : 'rejected';
  return { kind, status, code, message };
}
