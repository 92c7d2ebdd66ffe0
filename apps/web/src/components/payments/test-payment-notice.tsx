import { FlaskConical } from 'lucide-react';
import { useCheckoutText } from './text';

/**
 * Marks everything the sandbox gateway touches: its checkout page and the orders paid through it, so
 * nobody mistakes a test deployment's payment for a real one.
 */
export function TestPaymentNotice({ variant = 'banner' }: { variant?: 'banner' | 'badge' }) {
  const { t } = useCheckoutText();
  const icon = <FlaskConical className="h-4 w-4 shrink-0" aria-hidden="true" />;
  if (variant === 'badge') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300">
        {icon}
        {t('testPayment')}
      </span>
    );
  }
  return (
    <p className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-semibold text-amber-950">
      {icon}
      {t('testPayment')}
    </p>
  );
}
