/**
 * The admin users screens (issue 15): find a user by part of their name, e-mail or phone, read what the
 * platform holds about them, suspend or reactivate them and make or remove a platform administrator.
 */
import { z } from 'zod';
import { ZPlatformRole, ZStoreMemberRole } from './auth';
import { timeCursor } from './keyset';
import { ZOrderStatus } from './orders/status';
import { optionalText, plainText } from './text';

/** What the list's role filter tells apart: a store member may also shop, a platform admin is neither. */
export const ADMIN_USER_ROLES = ['customer', 'store_member', 'admin'] as const;
export const ZAdminUserRole = z.enum(ADMIN_USER_ROLES, { error: 'Unknown role' });
export type TAdminUserRole = z.infer<typeof ZAdminUserRole>;
export const ADMIN_USER_ROLE_LABELS: Record<TAdminUserRole, string> = {
  customer: 'Customer',
  store_member: 'Store member',
  admin: 'Platform admin',
};

export const ADMIN_USER_STATUSES = ['active', 'suspended'] as const;
export const ZAdminUserStatus = z.enum(ADMIN_USER_STATUSES, { error: 'Unknown status' });
export type TAdminUserStatus = z.infer<typeof ZAdminUserStatus>;
export const ADMIN_USER_STATUS_LABELS: Record<TAdminUserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
};

/** Users a page of the list holds at most, and what a CSV export may hold (narrow the search for more). */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_EXPORT_MAX_ROWS = 10_000;
/** Of a user's orders and sessions, the detail shows the latest few. */
export const ADMIN_USER_LATEST_ORDERS = 5;
export const ADMIN_USER_LATEST_SESSIONS = 20;

/** Where the next page starts (the last user's sign-up time and id). */
export const ZAdminUsersCursor = timeCursor('Not a page of the users list');

/** The list's filters, shared by the list and the CSV export. */
export const ZAdminUsersFilters = z.object({
  /** Part of a name, an e-mail address or a phone number */
  q: optionalText({ label: 'The search', max: 100 }),
  role: ZAdminUserRole.optional(),
  status: ZAdminUserStatus.optional(),
});
export type TAdminUsersFilters = z.input<typeof ZAdminUsersFilters>;

export const ZAdminUsersQuery = ZAdminUsersFilters.safeExtend({
  cursor: ZAdminUsersCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUserParams = z.object({ userId: z.uuid('Not a user') });

export const ZAdminUserSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  platformRole: ZPlatformRole,
  /** How many stores the user works at, in any role */
  storeCount: z.int(),
  /** Null while the account is active */
  suspendedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

/** The role the list's filter finds the user under: a platform admin, else a store member, else a customer. */
export function adminUserRoleOf(user: Pick<TAdminUserSummary, 'platformRole' | 'storeCount'>): TAdminUserRole {
  if (user.platformRole === 'admin') return 'admin';
  return user.storeCount > 0 ? 'store_member' : 'customer';
}

/** Newest first; `nextCursor` asks for the users after the last one, null at the end. */
export const ZAdminUsersPage = z.object({
  users: z.array(ZAdminUserSummary),
  nextCursor: ZAdminUsersCursor.nullable(),
});
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZAdminUserDetail = z.object({
  user: ZAdminUserSummary.safeExtend({
    firstName: z.string(),
    lastName: z.string(),
    isEmailVerified: z.boolean(),
    suspensionReason: z.string().nullable(),
  }),
  addressCount: z.int(),
  prescriptionCount: z.int(),
  orders: z.object({
    count: z.int(),
    latest: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        status: ZOrderStatus,
        totalPaise: z.int(),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
  stores: z.array(z.object({ storeId: z.string(), storeName: z.string(), role: ZStoreMemberRole })),
  /**
   * The account's sessions, newest first: one per sign-in still on record (signing out or a suspension
   * ends it). `lastSeenAt` moves when the session is renewed, at most once a day.
   */
  sessions: z.array(
    z.object({
      createdAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/** Why an administrator changes an account: kept in the audit log, and shown to them again on the account. */
const reason = plainText({ label: 'The reason', required: 'Give a reason', max: 500, isMultiline: true });

export const ZAdminUserReasonRequest = z.object({ reason });
export type TAdminUserReasonRequest = z.input<typeof ZAdminUserReasonRequest>;

/** `grant: true` makes the user a platform administrator, `false` takes the role away. */
export const ZAdminUserAdminRequest = z.object({ grant: z.boolean(), reason });
export type TAdminUserAdminRequest = z.input<typeof ZAdminUserAdminRequest>;

/** What a signed-in person sees when their account is suspended, and at sign-in while it is. */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Contact support (see the Contact us page) if you think this is a mistake.';

/** The code a refused sign-in carries (Google's redirect back to /auth names it in `error`). */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
