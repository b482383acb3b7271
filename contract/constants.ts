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
/** Cookie lifetimes (spec section 9). */
export const SESSION_COOKIE_SECONDS = 604_800;
export const COOKIE_NOTICE_DAYS = 30;
export const CLICK_ID_COOKIE_SECONDS = 2_592_000;
/** Timings (spec section 9). */
export const TOAST_MS = 3000;
export const COOKIE_NOTICE_DELAY_MS = 300;
export const FAVOURITE_ALERT_MS = 1000;
export const FETCH_MIN_DELAY_MS = 200;
export const RELOAD_THROTTLE_MS = 60_000;
export const PROGRESS_BAR_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;
export const SEARCH_STALLED_MS = 700;
/** Read-mostly data older than this is fetched again. */
export const DATA_REFETCH_MS = 30_000;
/** Limits (spec section 9). */
export const SEARCH_SUGGESTIONS = 3;
export const SCHOOL_LIST_LIMIT = 100_000;
/** Gift wrapping price in baht when no campaign covers the current date. */
export const GIFT_WRAPPING_PRICE = 59;
/** Shown for a missing price; a price of 0 shows '0'. */
export const MISSING_PRICE_TEXT = '-';
export const ORDER_EXPIRY_FORMAT = 'dd MM yyyy HH:mm:ss';
/** Link prefetch is skipped on these connection types (and when save-data is on). */
export const PREFETCH_SKIPPED_CONNECTIONS = ['slow-2g', '2g'] as const;
export const PREORDER_RETURN_DAYS = 14;
/** Texts of the error catalogue (spec section 8), kept in Thai as the spec gives them; the UI translates them. */
export const LOGIN_REQUIRED_MESSAGE = 'กรุณาเข้าสู่ระบบ';
export const NOT_ENOUGH_STOCK_MESSAGE = 'สินค้าไม่เพียงพอ';
export const DEFAULT_ERROR_MESSAGE = 'ไม่สามารถทำรายการได้ กรุณาลองใหม่อีกครั้งในภายหลัง';
/** Cookie that holds the shopper's acceptance of the cookie notice. */
export const COOKIE_NOTICE_COOKIE = 'cookie-notice';
/** The shopper agreed to the privacy policy (value 'agreed'): only then does the shop report their actions to analytics. */
export const PRIVACY_CONSENT_COOKIE = 'privacy-consent';
