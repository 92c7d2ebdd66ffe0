import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminAuditService } from './admin-audit.service';

export const adminAuditRoutes: FastifyPluginAsync<{ audit: AdminAuditService }> = async (app, { audit }) => {
  route(app, adminAuditApi.list, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return audit.list(request.query);
  });

  route(app, adminAuditApi.exportCsv, async (request, reply) => {
    const { csv, filename } = await audit.exportCsv(request.query);
    return sendCsv(reply, filename, csv);
  });
};
