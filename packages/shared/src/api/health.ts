/** Liveness and readiness, for the orchestrator and uptime checks. */
import { z } from 'zod';
import { access, endpoint } from './endpoint';

const tags = ['operations'];

export const ZHealth = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const ZReadiness = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: access.public,
    tags,
    summary: 'Liveness: the process is up',
    responses: { 200: ZHealth },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    access: access.public,
    tags,
    summary: 'Readiness: the database answers',
    responses: { 200: ZReadiness },
  }),
};
