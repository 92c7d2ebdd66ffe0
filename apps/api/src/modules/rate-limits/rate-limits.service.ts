import { createHash } from 'node:crypto';
import { OTP_RESEND_AFTER_SECONDS } from '@dawanow/shared/auth-forms';
import { AppError } from '../../lib/errors';
import type { RateLimitsRepository } from './rate-limits.repository';

export type RateLimitRule = { name: string; max: number; windowSeconds: number };

// Mobile carriers in India put many people behind one IP address (CGNAT), so per-IP limits are
// generous and per-account limits are tight.
export const RATE_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', max: 30, windowSeconds: 15 * 60 },
  // Per account and address: a guesser at one address cannot lock the owner out everywhere. The
  // looser per-account limit bounds guessing spread over many addresses.
  signInPerAccountAndIp: { name: 'sign-in:account-ip', max: 8, windowSeconds: 15 * 60 },
  signInPerAccount: { name: 'sign-in:account', max: 50, windowSeconds: 15 * 60 },
  signUpPerIp: { name: 'sign-up:ip', max: 10, windowSeconds: 60 * 60 },
  // Issue 17, mobile OTP. Every code sent costs an SMS and gives a guesser 5 tries, so sending is limited per
  // number (a new code 30 s after the last, 5 an hour, 10 a day: at most 50 guesses a day at a million codes), per
  // client address (an hour: a setting, CGNAT again; and five times that a day) and for all numbers together in a
  // day (a setting): SMS pumping spread over many numbers and addresses still meets that ceiling.
  otpResendPerNumber: { name: 'otp:number-resend', max: 1, windowSeconds: OTP_RESEND_AFTER_SECONDS },
  otpPerNumberHour: { name: 'otp:number-hour', max: 5, windowSeconds: 60 * 60 },
  otpPerNumberDay: { name: 'otp:number-day', max: 10, windowSeconds: 24 * 60 * 60 },
  otpPerIpHour: { name: 'otp:ip-hour', max: 20, windowSeconds: 60 * 60 },
  otpPerIpDay: { name: 'otp:ip-day', max: 100, windowSeconds: 24 * 60 * 60 },
  otpAllNumbersDay: { name: 'otp:all-day', max: 10_000, windowSeconds: 24 * 60 * 60 },
  // Each request mails someone: a few per address typed, as "forgot password" is asked for again when no mail came
  passwordResetPerAccount: { name: 'password-reset:account', max: 3, windowSeconds: 60 * 60 },
  passwordResetPerIp: { name: 'password-reset:ip', max: 10, windowSeconds: 60 * 60 },
  contactPerIp: { name: 'contact:ip', max: 5, windowSeconds: 60 },
  // Address search, place details and reverse geocoding spend the operator's Google quota (max: a setting)
  geocodingPerIp: { name: 'geocoding:ip', max: 300, windowSeconds: 60 },
  // Each quote request puts a prescription in front of a pharmacist: a handful per pharmacy, a few dozen a day.
  quoteRequestPerStore: { name: 'quote-request:customer-store', max: 3, windowSeconds: 60 * 60 },
  quoteRequestPerCustomer: { name: 'quote-request:customer', max: 20, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

// Subjects are IP addresses, e-mails and mobile numbers: stored only as hashes, so the table holds no personal data.
const keyOf = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

export function createRateLimitsService(repository: RateLimitsRepository) {
  return {
    /** Counts a hit; throws RATE_LIMITED (with when to retry) once the rule's limit is passed. */
    async consume(rule: RateLimitRule, subject: string): Promise<void> {
      const { hits, windowEndsAt } = await repository.hit(keyOf(rule, subject), rule.windowSeconds);
      if (hits > rule.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
        const minutes = Math.ceil(retryAfterSeconds / 60);
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          { retryAfterSeconds },
        );
      }
    },

    /** A successful sign-in forgives that account's earlier failures. */
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await repository.clear(keyOf(rule, subject));
    },
  };
}
export type RateLimitsService = ReturnType<typeof createRateLimitsService>;
