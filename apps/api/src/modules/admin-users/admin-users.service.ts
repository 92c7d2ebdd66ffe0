/**
 * The admin users screens (issue 15): find and read users, suspend and reactivate them, make and remove
 * platform administrators. Every write runs in one transaction with its audit entry, under the user's row
 * lock (and, for the admin role, every administrator's), so concurrent changes take turns.
 */
import {
  ADMIN_USER_LATEST_ORDERS,
  ADMIN_USER_LATEST_SESSIONS,
  ADMIN_USER_ROLE_LABELS,
  ADMIN_USER_STATUS_LABELS,
  ADMIN_USERS_EXPORT_MAX_ROWS,
  adminUserRoleOf,
  type TAdminUserDetail,
  type TAdminUserSummary,
  type TAdminUsersPage,
  type ZAdminUsersFilters,
  type ZAdminUsersQuery,
} from '@dawanow/shared/admin-users';
import { ZPlatformRole, ZStoreMemberRole } from '@dawanow/shared/auth';
import { toCsv } from '@dawanow/shared/csv';
import { indianToday } from '@dawanow/shared/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { rowsForExport } from '../../lib/csv-reply';
import { AppError } from '../../lib/errors';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { AdminUserSummaryRow, AdminUsersRepository } from './admin-users.repository';

function summaryOf(row: AdminUserSummaryRow): TAdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    platformRole: ZPlatformRole.parse(row.role),
    storeCount: row.storeCount,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function adminUsersCsv(users: TAdminUserSummary[]): string {
  return toCsv(
    ['Name', 'E-mail', 'Phone', 'Role', 'Stores', 'Status', 'Suspended (IST)', 'Joined (IST)'],
    users.map((user) => [
      user.name,
      user.email,
      user.phone,
      ADMIN_USER_ROLE_LABELS[adminUserRoleOf(user)],
      user.storeCount,
      ADMIN_USER_STATUS_LABELS[user.suspendedAt ? 'suspended' : 'active'],
      user.suspendedAt && new Date(user.suspendedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
      new Date(user.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
    ]),
  );
}

const noUser = () => new AppError('NOT_FOUND', 'There is no such user.');

export function createAdminUsersService(deps: {
  db: Db;
  repository: AdminUsersRepository;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, recordAdminAction } = deps;

  return {
    async list(query: z.output<typeof ZAdminUsersQuery>): Promise<TAdminUsersPage> {
      const { cursor, limit, ...filter } = query;
      const rows = await repository.list(db, filter, { after: decodeTimeCursor(cursor), limit: limit + 1 });
      const { page, nextCursor } = keysetPage(rows, limit);
      return { users: page.map(summaryOf), nextCursor };
    },

    async exportCsv(filter: z.output<typeof ZAdminUsersFilters>): Promise<{ csv: string; filename: string }> {
      const rows = await rowsForExport(
        ADMIN_USERS_EXPORT_MAX_ROWS,
        `More than ${ADMIN_USERS_EXPORT_MAX_ROWS.toLocaleString('en-IN')} users match. Narrow the search or choose a filter.`,
        (limit) => repository.list(db, filter, { after: null, limit }),
      );
      return { csv: adminUsersCsv(rows.map(summaryOf)), filename: `users-${indianToday()}.csv` };
    },

    async detail(userId: string): Promise<TAdminUserDetail> {
      const row = await repository.find(db, userId);
      if (!row) throw noUser();
      const [counts, latestOrders, memberships, sessions] = await Promise.all([
        repository.counts(db, userId),
        repository.latestOrders(db, userId, ADMIN_USER_LATEST_ORDERS),
        repository.memberships(db, userId),
        repository.latestSessions(db, userId, ADMIN_USER_LATEST_SESSIONS),
      ]);
      return {
        user: {
          ...summaryOf(row),
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
          isEmailVerified: row.emailVerified,
          suspensionReason: row.suspensionReason,
        },
        addressCount: counts.addresses,
        prescriptionCount: counts.prescriptions,
        orders: {
          count: counts.orders,
          latest: latestOrders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
        },
        stores: memberships.map((membership) => ({ ...membership, role: ZStoreMemberRole.parse(membership.role) })),
        sessions: sessions.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.updatedAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })),
      };
    },

    /**
     * Ends the user's sessions at once and refuses their sign-in until reactivated. An administrator is
     * never suspended (yourself included): their admin role is removed first, as its own audited act.
     */
    async suspend(actor: Actor, userId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await repository.lock(tx, userId);
        if (!user) throw noUser();
        if (user.id === actor.userId) throw new AppError('FORBIDDEN', 'You cannot suspend your own account.');
        if (user.role === 'admin') {
          throw new AppError(
            'CONFLICT',
            'This user is a platform admin. Remove their admin role before suspending them.',
          );
        }
        if (user.suspendedAt) throw new AppError('CONFLICT', 'This account is already suspended.');
        await repository.setSuspension(tx, userId, { at: new Date(), reason });
        const sessionsEnded = await repository.endSessions(tx, userId);
        await recordAdminAction(tx, {
          actor,
          action: 'user.suspended',
          subjectType: 'user',
          subjectId: userId,
          before: { status: 'active' },
          after: { status: 'suspended', sessionsEnded },
          reason,
        });
      });
    },

    async reactivate(actor: Actor, userId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await repository.lock(tx, userId);
        if (!user) throw noUser();
        if (!user.suspendedAt) throw new AppError('CONFLICT', 'This account is not suspended.');
        await repository.setSuspension(tx, userId, null);
        await recordAdminAction(tx, {
          actor,
          action: 'user.reactivated',
          subjectType: 'user',
          subjectId: userId,
          before: { status: 'suspended', suspensionReason: user.reason },
          after: { status: 'active' },
          reason,
        });
      });
    },

    /**
     * Makes or removes a platform administrator: never yourself, never the last one. Every administrator's
     * row is locked first, so two administrators removing each other at once take turns and the second is
     * refused (it is no longer an administrator, or would leave none).
     */
    async setAdmin(actor: Actor, userId: string, input: { grant: boolean; reason: string }): Promise<void> {
      if (userId === actor.userId) {
        throw new AppError('FORBIDDEN', 'You cannot change your own admin role. Ask another admin.');
      }
      await db.transaction(async (tx) => {
        const admins = await repository.lockAdmins(tx);
        if (!admins.includes(actor.userId)) {
          throw new AppError('FORBIDDEN', "You don't have permission to do this.");
        }
        const user = await repository.lock(tx, userId);
        if (!user) throw noUser();
        const isAdmin = user.role === 'admin';
        if (input.grant && isAdmin) throw new AppError('CONFLICT', 'This user is already a platform admin.');
        if (!input.grant && !isAdmin) throw new AppError('CONFLICT', 'This user is not a platform admin.');
        if (input.grant && user.suspendedAt) {
          throw new AppError('CONFLICT', 'This account is suspended. Reactivate it before making them an admin.');
        }
        if (!input.grant && admins.length <= 1) {
          throw new AppError('CONFLICT', 'This is the last platform admin. Make someone else an admin first.');
        }
        const role = input.grant ? 'admin' : 'customer';
        await repository.setPlatformRole(tx, userId, role);
        await recordAdminAction(tx, {
          actor,
          action: input.grant ? 'user.admin_granted' : 'user.admin_revoked',
          subjectType: 'user',
          subjectId: userId,
          before: { platformRole: user.role },
          after: { platformRole: role },
          reason: input.reason,
        });
      });
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
