/**
 * How a sign-in code reaches a phone (issue 17): `msg91` when it is configured, else the embedded demo's local
 * outbox (`/dev/outbox`), else none and mobile sign-in is off. The sign-in service never knows which one runs.
 */
import type { TOtpChannel } from '@dawanow/shared/auth-forms';

export type SmsProvider = {
  readonly channel: TOtpChannel;
  /** Sends `code` to `phone` (E.164, +91…); throws SmsError when the provider did not take it. */
  sendOtp(message: { phone: string; code: string; expiresInMinutes: number }): Promise<void>;
};

/** The provider refused or did not answer; the message never contains the code. */
export class SmsError extends Error {
  override name = 'SmsError';
}

/** The words of the SMS, as the DLT template registered for MSG91 says them (README "Configuration"). */
export function otpMessage({ code, expiresInMinutes }: { code: string; expiresInMinutes: number }): string {
  return `${code} is your DawaNow sign-in code. It is valid for ${expiresInMinutes} minutes. Do not share it with anyone.`;
}
