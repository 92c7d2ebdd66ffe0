/** Contracts and rules of identity and access (SPEC §3, §4, §6; ARCHITECTURE §5). */
import { z } from 'zod';
import { ZIndianMobile } from './india';
import { plainText } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const ZPersonName = {
  firstName: plainText({
    label: 'First name',
    required: 'Please enter your first name',
    max: 50,
    tooLong: 'First name is too long',
  }),
  lastName: plainText({
    label: 'Last name',
    required: 'Please enter your last name',
    max: 50,
    tooLong: 'Last name is too long',
  }),
};

/** Public sign-up. Unknown fields (a role, metadata) are dropped: sign-up only ever makes customers. */
export const ZSignUpRequest = z.object({
  ...ZPersonName,
  phone: ZIndianMobile,
  email: ZEmail,
  password: ZPassword,
});
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const PLATFORM_ROLES = ['customer', 'admin'] as const;
export const ZPlatformRole = z.enum(PLATFORM_ROLES);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;

export const STORE_MEMBER_ROLES = ['owner', 'admin', 'manager', 'staff'] as const;
export const ZStoreMemberRole = z.enum(STORE_MEMBER_ROLES);
export type TStoreMemberRole = z.infer<typeof ZStoreMemberRole>;

export const STORE_ROLES = ['store_admin', 'store_manager', 'store_staff'] as const;
export const ZStoreRole = z.enum(STORE_ROLES);
export type TStoreRole = z.infer<typeof ZStoreRole>;

export const ZEffectiveRole = z.enum(['customer', 'store_staff', 'store_manager', 'store_admin', 'admin']);
export type TEffectiveRole = z.infer<typeof ZEffectiveRole>;

/** SPEC §4 "Role resolution": owner or admin → store_admin; manager → store_manager; staff → store_staff. */
export function storeRoleOf(memberRole: TStoreMemberRole): TStoreRole {
  switch (memberRole) {
    case 'owner':
    case 'admin':
      return 'store_admin';
    case 'manager':
      return 'store_manager';
    case 'staff':
      return 'store_staff';
  }
}

const STORE_ROLE_RANK: Record<TStoreRole, number> = { store_staff: 1, store_manager: 2, store_admin: 3 };

/**
 * The role the app acts on: a platform admin stays admin; otherwise the highest store role the
 * user holds in any store; otherwise customer (SPEC §4).
 */
export function resolveEffectiveRole(platformRole: TPlatformRole, storeRoles: readonly TStoreRole[]): TEffectiveRole {
  if (platformRole === 'admin') return 'admin';
  let best: TStoreRole | null = null;
  for (const role of storeRoles) {
    if (!best || STORE_ROLE_RANK[role] > STORE_ROLE_RANK[best]) best = role;
  }
  return best ?? 'customer';
}

export const ZProfile = z.object({ firstName: z.string(), lastName: z.string(), phone: z.string().nullable() });
export type TProfile = z.infer<typeof ZProfile>;

export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    hasPassword: z.boolean(),
  }),
  profile: ZProfile,
  role: ZEffectiveRole,
  platformRole: ZPlatformRole,
  /** SPEC §7 check_user_store_access */
  hasStoreAccess: z.boolean(),
  /** SPEC §7 get_user_store_role_secure: one entry per store, highest role first */
  stores: z.array(z.object({ storeId: z.uuid(), storeName: z.string(), role: ZStoreRole })),
  session: z.object({ expiresAt: z.iso.datetime({ offset: true }) }),
});
export type TMe = z.infer<typeof ZMe>;

export const ZUpdateProfileRequest = z.object({ ...ZPersonName, phone: ZIndianMobile });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ACCOUNT_DELETION_CONFIRMATION = 'DELETE';
export const ZDeleteAccountRequest = z.object({
  confirmation: z.literal(ACCOUNT_DELETION_CONFIRMATION, { error: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm` }),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZAuthProviders = z.object({ google: z.boolean(), googleClientId: z.string().nullable() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;
