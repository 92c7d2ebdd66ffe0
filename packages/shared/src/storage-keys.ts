/** SPEC §3 "Client storage": every browser storage key the web app uses, prefixed with the product name. */
export const STORAGE_KEYS = {
  /** local storage: cart items (an array; anything else is treated as empty) */
  cart: 'dawanow-cart',
  /** local storage: the selected partner store */
  selectedStore: 'dawanow-selected-store',
  /** local storage: the delivery mode the customer last chose (express, standard or scheduled) */
  deliveryMode: 'dawanow-delivery-mode',
  /** session storage: last known coordinates */
  coordinates: 'dawanow-coordinates',
  /** session storage: whether the coordinates came from IP geolocation */
  isIpBasedLocation: 'dawanow-is-ip-based',
  /** session storage: where a signed-out visitor was going, to return there after sign-in (SPEC §2) */
  authReturnPath: 'dawanow-auth-return-path',
  /** session storage: the profile tab chosen from the user menu */
  profileActiveTab: 'profileActiveTab',
  /** local storage: favicon setting */
  favicon: 'dawanow-favicon',
  /** local storage: the visitor's choice about the Meta ad pixel, its date and policy version (DPDP Act §6) */
  adConsent: 'dawanow-ad-consent',
  /** local storage: the users who answered "order updates on this phone?" on this browser (issue 19: asked once) */
  orderUpdatesAsked: 'dawanow-order-updates-asked',
  /** local storage: the language the visitor reads in, "en" or "hi" (issue 19; the profile keeps a signed-in reader's) */
  language: 'dawanow-language',
  /** local storage: launch gates that are always open (SPEC §3: always set true) */
  comingSoon: 'dawanow-coming-soon',
  passwordVerified: 'dawanow-password-verified',
} as const;

/** Browser event name broadcast when the cart changes (SPEC §4). */
export const CART_UPDATED_EVENT = 'dawanow:cart-updated';
