/** The platform's audit log of administrators' writes: the list (also per record) and its CSV export. */
import { z } from 'zod';
import { ZAdminAuditFilters, ZAdminAuditPage, ZAdminAuditQuery } from '../admin-audit';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];

export const adminAuditApi = {
  /** `?subjectType=order&subjectId=…` gives one record's history, for its own screen. */
  list: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    access: access.admin,
    tags,
    summary: 'Administrators’ writes, newest first: filters by administrator, record, action and dates (IST)',
    query: ZAdminAuditQuery,
    responses: { 200: ZAdminAuditPage, ...ERROR_RESPONSES },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/audit-log/export',
    access: access.admin,
    tags,
    summary: 'The filtered audit log as CSV (at most 10,000 entries), formula-looking cells neutralised',
    query: ZAdminAuditFilters,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
};
