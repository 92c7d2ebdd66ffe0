/** Contracts and rules of identity and access (SPEC §3, §4, §6; ARCHITECTURE §5). */
import { z } from 'zod';
import { ZIndianMobile } from './india';
import { ZLanguage } from './languages';
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

/** Sign-up by mobile number: the names a new account starts with, and the number the code goes to. */
export const ZPhoneSignUpForm = z.object({ ...ZPersonName, phone: ZIndianMobile });
export type TPhoneSignUpForm = z.input<typeof ZPhoneSignUpForm>;

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
 * Mobile OTP sign-in (issue 17, docs/decisions.md "Sign-in the Indian way"): a 6-digit code, valid 5 minutes,
 * 5 tries, a new one no sooner than 30 seconds after the last. The limits per number, per client address and
 * per day are in apps/api/src/modules/rate-limits.
 */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;

export const ZOtpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

export const ZSendOtpRequest = z.object({ phone: ZIndianMobile });
export type TSendOtpRequest = z.input<typeof ZSendOtpRequest>;

/** `outbox`: no SMS provider is configured and the demo's local outbox (/dev/outbox) holds the code. */
export const ZOtpChannel = z.enum(['sms', 'outbox']);
export type TOtpChannel = z.infer<typeof ZOtpChannel>;
export const ZSendOtpAnswer = z.object({
  channel: ZOtpChannel,
  expiresInSeconds: z.int().positive(),
  resendAfterSeconds: z.int().positive(),
});
export type TSendOtpAnswer = z.infer<typeof ZSendOtpAnswer>;

/**
 * The code signs in to the account whose verified mobile number it is, or creates a customer account with the
 * names given (a number without names gets an account to name later). `createSeparateAccount` is the answer to
 * PHONE_ON_EMAIL_ACCOUNT: the person does not want the e-mail account that typed this number.
 */
export const ZVerifyOtpRequest = z.object({
  phone: ZIndianMobile,
  code: ZOtpCode,
  firstName: ZPersonName.firstName.optional(),
  lastName: ZPersonName.lastName.optional(),
  createSeparateAccount: z.boolean().optional(),
});
export type TVerifyOtpRequest = z.input<typeof ZVerifyOtpRequest>;
export const ZVerifyOtpAnswer = z.object({ isNewAccount: z.boolean() });

/** A signed-in user proves a mobile number with its code, to sign in with it from then on. */
export const ZLinkPhoneRequest = z.object({ phone: ZIndianMobile, code: ZOtpCode });
export type TLinkPhoneRequest = z.input<typeof ZLinkPhoneRequest>;

/** What PHONE_ON_EMAIL_ACCOUNT carries: the e-mail of the account that typed the number, masked. */
export const ZPhoneOnEmailAccountDetails = z.object({ maskedEmail: z.string() });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().trim().min(1, 'This link is incomplete').max(200, 'This link is not valid'),
  newPassword: ZPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
/** The reset page's form; the token comes from the link. */
export const ZResetPasswordForm = ZResetPasswordRequest.pick({ newPassword: true });
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

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
