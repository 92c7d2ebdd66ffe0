/** The demo's "SMS gateway": the code goes into the local outbox (lib/dev-outbox.ts) instead of a phone. */
import type { DevOutbox } from '../../lib/dev-outbox';
import { otpMessage, type SmsProvider } from './sms-provider';

export function createOutboxSms(outbox: DevOutbox): SmsProvider {
  return {
    channel: 'outbox',
    async sendOtp(message) {
      outbox.add({ channel: 'sms', to: message.phone, subject: null, text: otpMessage(message), link: null });
    },
  };
}
