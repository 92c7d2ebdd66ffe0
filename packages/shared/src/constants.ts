/** Business constants of SPEC §9 and ARCHITECTURE §3, in one place for web and API. */

// SPEC §9: store radius, list limit and locator cache
export const STORE_RADIUS_KM = 5;
export const STORE_LIST_LIMIT = 10;
export const STORE_LOCATOR_CACHE_MS = 5 * 60 * 1000;
export const STORE_LOCATOR_CACHE_DECIMALS = 4;

// SPEC §4: cart-updated broadcasts are throttled
export const CART_EVENT_THROTTLE_MS = 300;

// SPEC §4 "Toasts"
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 3000;
export const LOCATION_TOAST_DURATION_MS = 5000;

// SPEC §9: query cache
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_RETRY = 1;

// SPEC §9: geolocation attempts
export const GEO_HIGH_ACCURACY = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 } as const;
export const GEO_LOW_ACCURACY = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 } as const;

// SPEC §4 / §9: session timers
export const SESSION_CHECK_INTERVAL_MS = 2 * 60 * 60 * 1000;
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_THRESHOLD_MS = 10 * 60 * 1000;

// SPEC §9: address search
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const MAPS_SCRIPT_WAIT_MS = 10_000;

// SPEC §2 / §9: layout
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_CART_BADGE_CAP = 99;
export const TAB_BAR_CART_BADGE_CAP = 9;

// SPEC §9: the partner agreement's terms (its version: PHARMACY_AGREEMENT_VERSION in store-application-steps.ts)
export const COMMISSION_PERCENT = 10;
export const PAYMENT_DISPUTE_DAYS = 7;
export const FULFILMENT_SLA_MINUTES = 15;
export const PRESCRIPTION_RETENTION_YEARS = 2;
export const DELIVERY_PROMISE_MINUTES = 19;

// SPEC §4 / §5: refunds and returns
export const REFUND_REPORT_WINDOW_HOURS = 24;
export const NON_MEDICINE_RETURN_DAYS = 7;
export const NEAR_EXPIRY_MONTHS = 3;

// Delivery codes (4 digits) cannot be guessed: after this many wrong codes the code is replaced and
// the next try waits, so a guesser gets 5 chances in 10,000 per wait.
export const DELIVERY_CODE_MAX_FAILURES = 5;
export const DELIVERY_CODE_LOCK_MINUTES = 10;

// Stock cannot be held hostage by orders nobody pays for: open unpaid online orders per customer, and
// packs of one product per customer per Indian day across orders (two full orders: 10 packs each).
export const MAX_UNPAID_ORDERS_PER_CUSTOMER = 2;
export const MAX_PACKS_PER_PRODUCT_PER_DAY = 20;
