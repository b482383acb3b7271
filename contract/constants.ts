/** Business constants of spec section 9, named once. Durations in milliseconds unless the name says otherwise. */
export const CURRENCY = 'THB';
export const CART_QUANTITY_DEBOUNCE_MS = 300;
export const SCROLL_TO_TOP_DELAY_MS = 100;
export const PAGE_FADE_SECONDS = 0.3;
export const REQUEST_TIMEOUT_MS = 15_000;
export const MIN_CART_QUANTITY = 1;
export const LOCALE_COOKIE_DAYS = 365;
export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
export const LANGUAGE_STORAGE_KEY = 'current_language';
export const CART_ID_STORAGE_KEY = 'cartId';
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const PRODUCT_IMAGE_WIDTHS = [540, 278, 561, 292, 160, 628, 820, 119] as const;
/** Below this stock a cart line warns that few are left. */
export const LOW_STOCK_THRESHOLD = 5;
