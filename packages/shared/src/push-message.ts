/**
 * What a Web Push message carries to the service worker (issue 19, order updates by push): the server encrypts it
 * for one device, the worker (apps/web/src/sw.ts) shows it. A message that does not parse is dropped, so a phone
 * never shows a blank or foreign notification.
 *
 * zod's mini build: the worker bundles this schema, and the full build would triple the worker's size.
 */
import { z } from 'zod/mini';

/** An in-app path (`/orders/…`): never another site, never a protocol-relative `//host` or `/\host`. */
export const ZPushPath = z
  .string()
  .check(z.maxLength(500), z.regex(/^\/(?![/\\])[^\s]*$/, 'Not a path inside the app'));

export const ZPushMessage = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.trim(), z.maxLength(500)),
  /** Where a tap on the notification leads */
  url: ZPushPath,
  /** Messages with the same tag replace each other (one order's updates stack as one notification) */
  tag: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;

/** The message in a push event's data, or null when it is missing, not JSON or not a message. */
export function parsePushMessage(text: string | null | undefined): TPushMessage | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ZPushMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}
