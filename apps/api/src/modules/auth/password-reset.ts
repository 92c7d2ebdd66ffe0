/**
 * "Forgot password" by e-mailed link (issue 17), on better-auth's reset flow: it makes a one-hour, single-use token
 * (stored hashed, better-auth.ts) and on reset replaces the password and ends every session. Here: our limits in
 * front, the answer that never says whether an account uses the address, the mail itself (SMTP, or the demo's
 * outbox when there is no mail server), and the strength rules of sign-up for the new password.
 */
import { isPhoneAccountEmail } from '@dawanow/shared/auth';
import type { TForgotPasswordRequest, ZResetPasswordRequest } from '@dawanow/shared/auth-forms';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DevOutbox } from '../../lib/dev-outbox';
import { AppError } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../providers/mail/mailer';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { BetterAuth } from './better-auth';
import { isCommonPassword } from './common-passwords';

/** The web page the link opens, with the token (apps/web features/auth). */
export function resetPagePath(token: string): string {
  return `/auth/reset-password?token=${encodeURIComponent(token)}`;
}

function resetMail(user: { email: string; name: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your DawaNow password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your DawaNow account. Choose a new password here:',
      link,
      '',
      'The link works once, for 1 hour. Every device signed in to your account will be signed out.',
      "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    ].join('\n'),
  };
}

/**
 * Sends the reset link: by mail when SMTP is configured, else into the demo's outbox, else nowhere (the feature is
 * then off). The link names the configured address, never the address a request arrived at: a forged Host header
 * must not put someone else's server in a victim's reset mail.
 */
export function createResetLinkDelivery(deps: {
  mailer: Mailer | null;
  outbox: DevOutbox | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { mailer, outbox, publicUrl, log } = deps;
  return {
    canDeliver: mailer !== null || outbox !== null,
    async deliver(user: { email: string; name: string }, token: string): Promise<void> {
      // An account made with a mobile number has an address nobody receives mail at
      if (isPhoneAccountEmail(user.email)) return;
      const path = resetPagePath(token);
      const mail = resetMail(user, new URL(path, publicUrl).toString());
      if (mailer) {
        try {
          await mailer.send(mail);
        } catch (error) {
          // Answering differently would tell a stranger the address has an account; the operator sees it here
          log.error({ err: error }, 'password reset e-mail not sent');
        }
        return;
      }
      outbox?.add({ channel: 'email', to: mail.to, subject: mail.subject, text: mail.text, link: path });
    },
  };
}

export function createPasswordReset(deps: { auth: BetterAuth; rateLimits: RateLimitsService; canDeliver: boolean }) {
  const { auth, rateLimits, canDeliver } = deps;
  const unavailable = () =>
    new AppError('NOT_FOUND', 'Resetting a password by e-mail is not available here. Please contact support.');

  return {
    isAvailable: canDeliver,

    /** Answers the same whether or not an account uses the address. */
    async request({ email }: TForgotPasswordRequest, clientIp: string): Promise<void> {
      if (!canDeliver) throw unavailable();
      await rateLimits.consume(RATE_LIMITS.passwordResetPerIp, clientIp);
      await rateLimits.consume(RATE_LIMITS.passwordResetPerAccount, email);
      await auth.api.requestPasswordReset({ body: { email } });
    },

    async reset(input: z.output<typeof ZResetPasswordRequest>, clientIp: string): Promise<void> {
      if (!canDeliver) throw unavailable();
      await rateLimits.consume(RATE_LIMITS.passwordResetPerIp, clientIp);
      // The e-mail is known only once the token is; the common-password list applies as at sign-up
      if (isCommonPassword(input.newPassword, '')) {
        throw new AppError('VALIDATION_FAILED', 'This password is too common. Choose another one.', [
          { path: 'body.newPassword', message: 'Too common' },
        ]);
      }
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        throw new AppError(
          'VALIDATION_FAILED',
          'This link has expired or was already used. Ask for a new one from "Forgot password".',
          [{ path: 'body.token', message: 'Expired or used' }],
        );
      }
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
