/** Contracts and rules of identity and access (SPEC §3, §4, §6; ARCHITECTURE §5). */
import { z } from 'zod';
import { ZLanguage } from './languages';

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

export const ZProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /**
   * Issue 19: the language the person chose, null until they choose one; the web switches to it when they sign in
   * on another device
   */
  language: ZLanguage.nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * An account made with a mobile number has no e-mail, but the users table (better-auth's) needs one: it gets an
 * address at a reserved `.invalid` domain (RFC 2606), which no mail server delivers to and nobody can own.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.dawanow.invalid';

export function phoneAccountEmail(e164: string): string {
  return `${e164.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}

export function isPhoneAccountEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);
}

/** "as•••@gmail.com": enough for its owner to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    /** Null for an account made with a mobile number */
    email: z.string().nullable(),
    /**
     * The verified mobile number this account signs in with by OTP (the profile's phone is a contact number, never
     * proven); the API always sends it, null when there is none (optional only so older fixtures still type-check)
     */
    phoneNumber: z.string().nullable().optional(),
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

export const ZAuthProviders = z.object({
  google: z.boolean(),
  googleClientId: z.string().nullable(),
  /** Codes can be sent to mobile numbers (by SMS, or into the demo's outbox) */
  phone: z.boolean(),
  /** "Forgot password" can send its link (by mail, or into the demo's outbox) */
  passwordReset: z.boolean(),
  /** The demo's local outbox (/dev/outbox) holds what would be sent */
  devOutbox: z.boolean(),
});
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

/** better-auth's own JSON, passed on as it is: the web app reads nothing from it (the cookie is what counts). */
export const ZBetterAuthAnswer = z.unknown();
