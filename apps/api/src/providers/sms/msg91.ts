/**
 * MSG91 (https://docs.msg91.com), India's common SMS gateway for OTPs. Sending is its Flow API:
 * `POST /api/v5/flow` with the `authkey` header and JSON naming the SMS template, the sender id (the DLT header,
 * six letters) and, per recipient, the number without "+" and the template's variables. TRAI's DLT rules only
 * let a message through whose text matches a template registered on DLT: the template is created in MSG91 with
 * its DLT template id and must read the code from the variable `otp` (`##otp##`).
 *
 * MSG91 answers `{ "type": "success", "message": "<request id>" }`, or `{ "type": "error", "message": … }`, the
 * latter sometimes with status 200; only a success counts as sent.
 */
import { z } from 'zod';
import { SmsError, type SmsProvider } from './sms-provider';

export type Msg91Settings = {
  authKey: string;
  /** MSG91's id of the OTP template, which MSG91 maps to the template's DLT id */
  templateId: string;
  /** The DLT-registered header the SMS comes from, e.g. DAWANW */
  senderId: string;
  /** https://control.msg91.com; tests point it at a local server that speaks the same API */
  apiUrl: string;
};

/** An OTP that arrives after the customer gave up is worth nothing: a few seconds, then the send counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;

const ZMsg91Answer = z.object({ type: z.string(), message: z.string().optional() });

export function createMsg91Sms(settings: Msg91Settings): SmsProvider {
  const url = `${settings.apiUrl.replace(/\/$/, '')}/api/v5/flow`;
  return {
    channel: 'sms',
    async sendOtp({ phone, code }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authkey: settings.authKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            template_id: settings.templateId,
            sender: settings.senderId,
            short_url: '0',
            // MSG91 takes the number with its country code and without "+": 91XXXXXXXXXX
            recipients: [{ mobiles: phone.replace(/^\+/, ''), otp: code }],
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsError(`MSG91 did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = ZMsg91Answer.safeParse(await response.json().catch(() => null));
      if (!response.ok || !answer.success || answer.data.type !== 'success') {
        // MSG91's own words (an invalid template, no balance) for the operator's log; they never hold the code
        const said = answer.success ? (answer.data.message ?? answer.data.type) : 'no JSON';
        throw new SmsError(`MSG91 refused the SMS (${response.status}): ${said.slice(0, 200)}`);
      }
    },
  };
}
