/**
 * Keyset pages over `(time, id)` (packages/shared/keyset.ts): the next page starts strictly after the last row
 * of the previous one, so a page costs the same at row 50 and at row 1,000,000 and nothing is skipped or
 * repeated while rows arrive. The time travels in microseconds, exactly as PostgreSQL stores it.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** The last row of a page: its time in microseconds since 1970 and its id. */
export type TimePosition = { micros: string; id: string };

/** A row's time as the cursor carries it. */
export const timeMicros = (column: AnyColumn | SQL) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export function decodeTimeCursor(cursor: string | undefined): TimePosition | null {
  if (!cursor) return null;
  const [micros = '', id = ''] = cursor.split('_');
  return { micros, id };
}

/** Rows after `position` in `(time, id)` order, newest first (`desc`) or oldest first (`asc`). */
export function afterPosition(
  time: AnyColumn | SQL,
  id: AnyColumn | SQL,
  position: TimePosition | null,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (!position) return undefined;
  // The id's type comes from the column it is compared with (uuid for orders, text for users)
  const at = sql`(timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond', ${position.id})`;
  return direction === 'desc' ? sql`(${time}, ${id}) < ${at}` : sql`(${time}, ${id}) > ${at}`;
}

/**
 * A page from rows read with one more than `limit` (which tells whether another page follows), with the
 * cursor of its last row.
 */
export function keysetPage<T extends { id: string; micros: string }>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? `${last.micros}_${last.id}` : null };
}
