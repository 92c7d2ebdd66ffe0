import type { FastifyReply } from 'fastify';

/** Sends a CSV file to download (`toCsv`'s text): private, never cached, saved under `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}
