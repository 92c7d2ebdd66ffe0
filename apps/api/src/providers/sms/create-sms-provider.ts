import type { AppConfig } from '../../config';
import type { DevOutbox } from '../../lib/dev-outbox';
import { createMsg91Sms } from './msg91';
import { createOutboxSms } from './outbox';
import type { SmsProvider } from './sms-provider';

/** MSG91 when configured; the demo's outbox when config allows it; otherwise none (mobile sign-in is off). */
export function createSmsProvider(config: Pick<AppConfig, 'msg91'>, outbox: DevOutbox | null): SmsProvider | null {
  if (config.msg91) return createMsg91Sms(config.msg91);
  return outbox ? createOutboxSms(outbox) : null;
}
