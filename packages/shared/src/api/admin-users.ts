/** The admin users screens: the list and its CSV export, one user's detail, suspension and the admin role. */
import { z } from 'zod';
import {
  ZAdminUserAdminRequest,
  ZAdminUserDetail,
  ZAdminUserParams,
  ZAdminUserReasonRequest,
  ZAdminUsersFilters,
  ZAdminUsersPage,
  ZAdminUsersQuery,
} from '../admin-users';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['admin'];

export const adminUsersApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/users',
    access: access.admin,
    tags,
    summary: 'Users, newest first: search by part of name, e-mail or phone; filters by role and status',
    query: ZAdminUsersQuery,
    responses: { 200: ZAdminUsersPage, ...ERROR_RESPONSES },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/users/export',
    access: access.admin,
    tags,
    summary: 'The filtered users list as CSV (at most 10,000 users), formula-looking cells neutralised',
    query: ZAdminUsersFilters,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/users/:userId',
    access: access.admin,
    tags,
    summary: 'One user: profile, counts, latest orders, store memberships, sessions and suspension',
    params: ZAdminUserParams,
    responses: { 200: ZAdminUserDetail, ...ERROR_RESPONSES },
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/admin/users/:userId/suspend',
    access: access.admin,
    tags,
    summary: 'Suspend a user: their sessions end at once and sign-in is refused (never an administrator)',
    params: ZAdminUserParams,
    body: ZAdminUserReasonRequest,
    responses: { 200: ZOk, ...ERROR_RESPONSES },
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/admin/users/:userId/reactivate',
    access: access.admin,
    tags,
    summary: 'Lift a suspension: the user may sign in again',
    params: ZAdminUserParams,
    body: ZAdminUserReasonRequest,
    responses: { 200: ZOk, ...ERROR_RESPONSES },
  }),
  setAdmin: endpoint({
    method: 'POST',
    path: '/admin/users/:userId/admin',
    access: access.admin,
    tags,
    summary: 'Make or remove a platform administrator (never yourself, never the last one)',
    params: ZAdminUserParams,
    body: ZAdminUserAdminRequest,
    responses: { 200: ZOk, ...ERROR_RESPONSES },
  }),
};
