/** Liveness and readiness, for the orchestrator and uptime checks; the figures, for Prometheus. */
import { z } from 'zod';
import { ZApiError } from '../errors';
import { access, endpoint } from './endpoint';

const tags = ['operations'];

export const ZHealth = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const ZReadiness = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** Where the public catalogue reads go: the primary, or a read replica (DATABASE_READ_URL) that answered too */
  reads: z.enum(['primary', 'replica']),
});

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
    summary: 'Readiness: the database, and the read replica if one is set, answer',
    responses: { 200: ZReadiness },
  }),
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    // Anyone may ask; only a scraper on the same machine or one with METRICS_TOKEN is answered (404 otherwise)
    access: access.public,
    tags,
    summary: 'Request rates and latencies, database pool, job lag and open streams, in Prometheus text format',
    responses: { 200: z.string(), 404: ZApiError },
  }),
};
