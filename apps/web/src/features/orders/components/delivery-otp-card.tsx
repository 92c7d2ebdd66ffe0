import { KeyRound } from 'lucide-react';
import { useOrdersText } from '@/components/orders/text';

/** ARCHITECTURE §4: delivery is confirmed with the customer's 4-digit code, read out at the door. */
export function DeliveryOtpCard({ otp }: { otp: string }) {
  const { t } = useOrdersText();
  return (
    <section
      aria-labelledby="delivery-code-heading"
      className="flex items-center gap-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4"
    >
      <KeyRound className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <h2 id="delivery-code-heading" className="text-sm font-semibold text-brand-900">
          {t('otp.title')}
        </h2>
        <p className="font-mono text-3xl font-bold tracking-[0.4em] text-slate-900">
          <span data-testid="delivery-otp" aria-hidden="true">
            {otp}
          </span>
          {/* Read digit by digit, not as "four thousand…" */}
          <span className="sr-only">{otp.split('').join(' ')}</span>
        </p>
        <p className="text-sm text-slate-800">{t('otp.hint')}</p>
      </div>
    </section>
  );
}
