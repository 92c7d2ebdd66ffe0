/**
 * Checkout sends a customer here to upload a prescription and expects them back with it chosen. Only
 * this one destination is honoured, so the parameter cannot be used to send anyone elsewhere.
 */
const CHECKOUT = '/checkout';

export function isFromCheckout(params: URLSearchParams): boolean {
  return params.get('returnTo') === CHECKOUT;
}

/** The query string that carries the way back on to the next page. */
export function returnToSearch(isCheckout: boolean): string {
  return isCheckout ? `?${new URLSearchParams({ returnTo: CHECKOUT })}` : '';
}

/** Checkout with this prescription already chosen. */
export function checkoutWith(prescriptionId: string): string {
  return `${CHECKOUT}?${new URLSearchParams({ prescription: prescriptionId })}`;
}
