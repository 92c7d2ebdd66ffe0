/** What happens to an upload, in the same words on the toast and on the page (issue 17). */
export const CHECKED_WHEN_PREPARED = 'A registered pharmacist checks it when a store prepares your order.';

export function preparingMessage(storeName: string): string {
  return `Sent to ${storeName}. Their pharmacist is preparing your order; this page updates by itself, usually within a few minutes.`;
}
