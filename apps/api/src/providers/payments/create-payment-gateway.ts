/** The one place that decides which gateway takes online payments (config: Razorpay or the sandbox). */
import type { AppConfig } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway, type SandboxDelivery } from './sandbox';

export function createPaymentGateway(
  config: Pick<AppConfig, 'razorpay'>,
  sandboxSecret: string,
  deliver: SandboxDelivery,
): PaymentGateway {
  return config.razorpay ? createRazorpayGateway(config.razorpay) : createSandboxGateway(sandboxSecret, deliver);
}
