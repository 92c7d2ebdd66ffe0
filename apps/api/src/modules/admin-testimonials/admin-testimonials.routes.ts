/** The admin panel's testimonials list (issue 15), its CSV, and moderation (issue 18, audited). */
import type { ZAdminTestimonialQuery } from '@dawanow/shared/admin-testimonials';
import { adminTestimonialsApi } from '@dawanow/shared/api/admin-testimonials';
import { toCsv } from '@dawanow/shared/csv';
import { formatIndianDate, indianToday } from '@dawanow/shared/dates';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import { actorOf } from '../../lib/access';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminTestimonialsRepository } from './admin-testimonials.repository';
import type { AdminTestimonialsService } from './admin-testimonials.service';

/** Every testimonial is exported at once: they are a home page's worth, not a marketplace's. */
const EXPORT_MAX_ROWS = 10_000;

export const adminTestimonialsRoutes: FastifyPluginAsync<{
  db: Db;
  repository: AdminTestimonialsRepository;
  moderation: AdminTestimonialsService;
}> = async (app, { db, repository, moderation }) => {
  route(app, adminTestimonialsApi.list, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { cursor, limit, ...filter } = request.query as z.output<typeof ZAdminTestimonialQuery>;
    const { page, nextCursor } = keysetPage(
      await repository.list(db, filter, { after: decodeTimeCursor(cursor), limit: limit + 1 }),
      limit,
    );
    return {
      testimonials: page.map(({ micros: _micros, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
      })),
      nextCursor,
    };
  });

  route(app, adminTestimonialsApi.exportCsv, async (request, reply) => {
    const rows = await repository.list(db, request.query, { after: null, limit: EXPORT_MAX_ROWS });
    const csv = toCsv(
      ['Added', 'Author', 'City', 'Rating', 'Status', 'Featured', 'Testimonial'],
      rows.map((row) => [
        formatIndianDate(row.createdAt.toISOString()),
        row.authorName,
        row.city,
        row.rating,
        row.status,
        row.isFeatured ? 'yes' : 'no',
        row.quote,
      ]),
    );
    return sendCsv(reply, `testimonials-${indianToday()}.csv`, csv);
  });

  route(app, adminTestimonialsApi.moderate, (request) =>
    moderation.moderate(actorOf(request), request.params.testimonialId, request.body.action),
  );
};
