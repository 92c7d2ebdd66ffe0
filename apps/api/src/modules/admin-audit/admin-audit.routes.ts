import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import type { AdminAuditService } from './admin-audit.service';

export const adminAuditRoutes: FastifyPluginAsync<{ audit: AdminAuditService }> = async (app, { audit }) => {
  route(app, adminAuditApi.list, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return audit.list(request.query);
  });

  route(app, adminAuditApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await audit.exportCsv(request.query);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
};
