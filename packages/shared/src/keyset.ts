/**
 * Keyset pages over `(time, id)`, newest or oldest first: the cursor names the last row of a page — its time
 * in microseconds since 1970 (a JavaScript `Date` keeps only milliseconds, which would skip or repeat rows)
 * and its id. Opaque to callers; its shape is checked so that nothing else reaches the database.
 */
import { z } from 'zod';

// The id is a whole UUID: anything else of its length (36 dashes) would reach PostgreSQL's uuid cast and fail there
export const TIME_CURSOR_PATTERN = /^\d{1,16}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function timeCursor(message: string) {
  return z.string().regex(TIME_CURSOR_PATTERN, message);
}
