/**
 * Mobile OTP sign-in (issue 17, docs/decisions.md "Sign-in the Indian way"). This file makes the code, stores it
 * (as an HMAC, never the digits), sends it through the SMS provider and applies the limits; better-auth's
 * phone-number plugin then checks a code (5 tries, used up atomically), finds or creates the account of the
 * proven number and opens its session, so the session cookie is better-auth's own.
 *
 * Who a code signs in:
 * - the account whose verified mobile number it is;
 * - else, when an e-mail account gave this number as its (never proven) phone, nobody yet: its owner is told
 *   (PHONE_ON_EMAIL_ACCOUNT, after the code proved the number is theirs) to sign in with e-mail and verify the
 *   number there, or to make a separate account. Signing them into that account would let whoever typed
 *   someone else's number at sign-up read that person's orders and prescriptions later;
 * - else a new customer account, named as the sign-up form says (or by its number until named).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_SUSPENDED_CODE } from '@dawanow/shared/admin-users';
import { maskEmail } from '@dawanow/shared/auth';
import {
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  type TSendOtpAnswer,
  type ZLinkPhoneRequest,
  type ZVerifyOtpRequest,
} from '@dawanow/shared/auth-forms';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { AuthRepository } from './auth.repository';
import type { BetterAuth } from './better-auth';

type VerifyInput = z.output<typeof ZVerifyOtpRequest>;
type LinkInput = z.output<typeof ZLinkPhoneRequest>;

// The plugin's record of a waiting code (better-auth phone-number plugin): this identifier, and `<code>:<tries>` as
// its value. We put the code's HMAC where the plugin expects the code, and hand it the HMAC of what was typed.
const identifierOf = (phone: string) => `phone-number-otp-${phone}`;

const unavailable = () =>
  new AppError('NOT_FOUND', 'Signing in with a mobile number is not available here. Use your e-mail instead.');

export function createPhoneSignIn(deps: {
  auth: BetterAuth;
  repository: AuthRepository;
  rateLimits: RateLimitsService;
  /** null: no SMS provider and no demo outbox, so mobile sign-in is off */
  sms: SmsProvider | null;
  secret: string;
  config: Pick<AppConfig, 'otpLimits' | 'signInLimitPerIp'>;
  log: FastifyBaseLogger;
}) {
  const { auth, repository, rateLimits, sms, secret, config, log } = deps;

  // Keyed, because a million codes are hashed in a moment: without the server's secret a copy of the table
  // gives no code away.
  const codeHash = (phone: string, code: string) =>
    createHmac('sha256', secret).update(`phone-otp:${phone}:${code}`).digest('base64url');

  /** The waiting code's HMAC and tries used, to tell a right code (for PHONE_ON_EMAIL_ACCOUNT) and tries left. */
  async function waitingCode(phone: string) {
    const { internalAdapter } = await auth.$context;
    const row = await internalAdapter.findVerificationValue(identifierOf(phone));
    if (!row) return null;
    const [hash = '', tries = '0'] = row.value.split(':');
    return { hash, tries: Number.parseInt(tries, 10) || 0, expiresAt: row.expiresAt };
  }

  function isRightCode(waiting: Awaited<ReturnType<typeof waitingCode>>, phone: string, code: string): boolean {
    if (!waiting || waiting.expiresAt.getTime() <= Date.now() || waiting.tries >= OTP_MAX_TRIES) return false;
    const typed = Buffer.from(codeHash(phone, code));
    const stored = Buffer.from(waiting.hash);
    return typed.length === stored.length && timingSafeEqual(typed, stored);
  }

  /** The plugin's refusals in our words; `triesUsed` is what the waiting code had used before this one. */
  function refusalOf(error: unknown, triesUsed: number): unknown {
    if (!(error instanceof APIError)) return error;
    const code = (error.body as { code?: string } | undefined)?.code;
    switch (code) {
      case 'INVALID_OTP': {
        const triesLeft = Math.max(0, OTP_MAX_TRIES - (triesUsed + 1));
        return triesLeft === 0
          ? new AppError('OTP_LOCKED', 'That code is not right, and it was the last try. Ask for a new code.')
          : new AppError(
              'OTP_INVALID',
              `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
              { triesLeft },
            );
      }
      case 'TOO_MANY_ATTEMPTS':
        return new AppError('OTP_LOCKED', 'This code has had too many wrong tries. Ask for a new code.');
      case 'OTP_EXPIRED':
      case 'OTP_NOT_FOUND':
        return new AppError('OTP_EXPIRED', 'This code has expired or a newer one was sent. Ask for a new code.');
      case 'PHONE_NUMBER_EXIST':
        return new AppError(
          'CONFLICT',
          'This number already signs in to another DawaNow account. Sign in with it there, or use another number.',
        );
      case ACCOUNT_SUSPENDED_CODE:
        return new AppError('FORBIDDEN', error.message);
      default:
        return error;
    }
  }

  async function consumeResend(phone: string) {
    try {
      await rateLimits.consume(RATE_LIMITS.otpResendPerNumber, phone);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
      throw new AppError(
        'RATE_LIMITED',
        `A code was sent to this number moments ago. You can ask for a new one in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    }
  }

  return {
    isAvailable: sms !== null,

    async sendCode(phone: string, clientIp: string): Promise<TSendOtpAnswer> {
      if (!sms) throw unavailable();
      // The address first (a pumper tries many numbers from one place), then the number, then everyone's ceiling,
      // so only a code that will really be sent counts against the day's total.
      const { perIpPerHour, perDay } = config.otpLimits;
      await rateLimits.consume({ ...RATE_LIMITS.otpPerIpHour, max: perIpPerHour }, clientIp);
      await rateLimits.consume({ ...RATE_LIMITS.otpPerIpDay, max: perIpPerHour * 5 }, clientIp);
      await consumeResend(phone);
      await rateLimits.consume(RATE_LIMITS.otpPerNumberHour, phone);
      await rateLimits.consume(RATE_LIMITS.otpPerNumberDay, phone);
      await rateLimits.consume({ ...RATE_LIMITS.otpAllNumbersDay, max: perDay }, 'all numbers');

      const code = randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
      const { internalAdapter } = await auth.$context;
      // A new code replaces the last one, tries and all
      await internalAdapter.deleteVerificationByIdentifier(identifierOf(phone));
      await internalAdapter.createVerificationValue({
        identifier: identifierOf(phone),
        value: `${codeHash(phone, code)}:0`,
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      });
      try {
        await sms.sendOtp({ phone, code, expiresInMinutes: OTP_TTL_SECONDS / 60 });
      } catch (error) {
        await internalAdapter.deleteVerificationByIdentifier(identifierOf(phone));
        // The provider's words for the operator; the code itself is never logged
        log.error({ err: error, channel: sms.channel }, 'sign-in code not sent');
        throw new AppError('SERVICE_UNAVAILABLE', 'We could not send the code just now. Please try again in a minute.');
      }
      return { channel: sms.channel, expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };
    },

    /** Signs in (or up) with a proven number; returns the session's Set-Cookie values. */
    async verify(
      input: VerifyInput,
      headers: Headers,
      clientIp: string,
    ): Promise<{ isNewAccount: boolean; cookies: string[] }> {
      if (!sms) throw unavailable();
      await rateLimits.consume({ ...RATE_LIMITS.signInPerIp, max: config.signInLimitPerIp }, clientIp);
      const { phone, code } = input;
      const waiting = await waitingCode(phone);
      const ownerId = await repository.findUserIdByVerifiedPhone(phone);
      if (!ownerId && !input.createSeparateAccount && isRightCode(waiting, phone, code)) {
        // The code stays unused: the answer may be "make a separate account", sent with the same code
        const emailAccount = await repository.findEmailAccountGivingPhone(phone);
        if (emailAccount) {
          throw new AppError(
            'PHONE_ON_EMAIL_ACCOUNT',
            'This number is on an account that signs in with e-mail. Sign in with that e-mail, then verify the number in your profile to use it next time.',
            { maskedEmail: maskEmail(emailAccount.email) },
          );
        }
      }
      const answer = await auth.api
        .verifyPhoneNumber({ body: { phoneNumber: phone, code: codeHash(phone, code) }, headers, returnHeaders: true })
        .catch((error: unknown) => {
          throw refusalOf(error, waiting?.tries ?? 0);
        });
      if (!ownerId) {
        await repository.completePhoneAccount(answer.response.user.id, {
          phone,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
        });
      }
      return { isNewAccount: !ownerId, cookies: answer.headers.getSetCookie() };
    },

    /** The signed-in user proves a number, to sign in with it from now on (it replaces a number proven before). */
    async link(actor: Actor, input: LinkInput, headers: Headers, clientIp: string): Promise<void> {
      if (!sms) throw unavailable();
      await rateLimits.consume({ ...RATE_LIMITS.signInPerIp, max: config.signInLimitPerIp }, clientIp);
      const { phone, code } = input;
      const waiting = await waitingCode(phone);
      try {
        await auth.api.verifyPhoneNumber({
          body: { phoneNumber: phone, code: codeHash(phone, code), updatePhoneNumber: true },
          headers,
        });
      } catch (error) {
        // Proving again the number this account already signs in with changes nothing
        const isOwnNumber =
          error instanceof APIError &&
          (error.body as { code?: string } | undefined)?.code === 'PHONE_NUMBER_EXIST' &&
          (await repository.findUserIdByVerifiedPhone(phone)) === actor.userId;
        if (!isOwnNumber) throw refusalOf(error, waiting?.tries ?? 0);
      }
      await repository.setPhoneIfMissing(actor.userId, phone);
    },
  };
}
export type PhoneSignIn = ReturnType<typeof createPhoneSignIn>;
