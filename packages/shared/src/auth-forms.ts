/**
 * What people type to sign up, sign in and look after their account: names, e-mail, passwords, mobile codes, the
 * profile, a new password and erasure (SPEC §3, §4). Apart from auth.ts (roles, the session's `ZMe`), which every
 * page reads: these forms' schemas are built only when a screen with one is opened (docs/decisions.md, "The first
 * screen builds only the schemas it reads").
 */
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

/** Sign-up by mobile number: the names a new account starts with, and the number the code goes to. */
export const ZPhoneSignUpForm = z.object({ ...ZPersonName, phone: ZIndianMobile });
export type TPhoneSignUpForm = z.input<typeof ZPhoneSignUpForm>;

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

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
