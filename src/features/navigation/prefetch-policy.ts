import { PREFETCH_SKIPPED_CONNECTIONS } from '@contract/constants';

/** What browsers with the Network Information API tell about the connection (Chromium; others have none). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Links load their page's code and data when the pointer rests on them or they get focus, except on a
 * slow (2g) connection or with data saving on (spec section 9): there only a click loads a page.
 */
export function preloadPolicy(connection: ConnectionHints | undefined): 'intent' | false {
  if (connection?.saveData) return false;
  return PREFETCH_SKIPPED_CONNECTIONS.some((type) => type === connection?.effectiveType) ? false : 'intent';
}

declare global {
  interface Navigator {
    /** the Network Information API, where the browser has it */
    readonly connection?: ConnectionHints;
  }
}
