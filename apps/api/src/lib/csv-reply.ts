import type { FastifyReply } from 'fastify';
import { AppError } from './errors';

/** Sends a CSV file to download (`toCsv`'s text): private, never cached, saved under `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}

/**
 * The rows of a CSV export: `read` is asked for one more than `max`, so a view wider than an export may hold is
 * refused (`tooMany` says how to narrow it) instead of being cut short without a word.
 */
export async function rowsForExport<T>(
  max: number,
  tooMany: string,
  read: (limit: number) => Promise<T[]>,
): Promise<T[]> {
  const rows = await read(max + 1);
  if (rows.length > max) throw new AppError('VALIDATION_FAILED', tooMany);
  return rows;
}
