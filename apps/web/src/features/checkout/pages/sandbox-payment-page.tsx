import { formatRupees } from '@dawanow/shared/money';
import { Loader2, Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { TestPaymentNotice } from '@/components/payments/test-payment-notice';
import { useCheckoutText } from '@/components/payments/text';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useFollowRedirect } from '@/lib/use-follow-redirect';
import { useCompleteSandboxPayment, useSandboxCheckout } from '../api';

const frameClasses = 'mx-auto max-w-md overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200';

/**
 * The sandbox gateway's hosted checkout (ARCHITECTURE §2 payments): it stands where Razorpay's page
 * would, so it looks like a gateway and not like DawaNow, and says plainly that it moves no money.
 */
export function SandboxPaymentPage() {
  const { t } = useCheckoutText();
  const { paymentId = '' } = useParams();
  const checkout = useSandboxCheckout(paymentId);
  const complete = useCompleteSandboxPayment(paymentId);
  const followRedirect = useFollowRedirect();

  const finish = (outcome: 'success' | 'failure') =>
    complete.mutate(outcome, {
      onSuccess: ({ redirectTo }) => followRedirect(redirectTo),
      onError: (error) => toast.error(t('sandbox.failedToast'), { description: errorMessage(error) }),
    });

  if (checkout.isPending) {
    return (
      <div role="status" aria-label={t('sandbox.loading')} className={frameClasses}>
        <TestPaymentNotice />
        <div className="space-y-4 p-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    );
  }
  if (checkout.isError) {
    return (
      <ErrorState
        message={t('sandbox.openError', { message: errorMessage(checkout.error) })}
        onRetry={() => void checkout.refetch()}
      />
    );
  }

  const payment = checkout.data;
  const amount = formatRupees(payment.amountPaise);
  const statusPath = `/payment/status/${payment.orderId}`;
  return (
    <div className={frameClasses}>
      <TestPaymentNotice />
      <div className="space-y-6 p-6">
        <div>
          <p className="text-sm text-slate-600">{t('sandbox.paying')}</p>
          <h1 className="text-xl font-bold text-slate-900">{payment.merchant}</h1>
          <p className="text-sm text-slate-700">{t('sandbox.order', { number: payment.orderNumber })}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-600">{t('sandbox.amount')}</p>
          <p className="text-3xl font-bold text-slate-900">{amount}</p>
        </div>
        {payment.status === 'created' ? (
          <div className="space-y-3">
            <Button size="lg" className="w-full" disabled={complete.isPending} onClick={() => finish('success')}>
              {complete.isPending && complete.variables === 'success' ? (
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
              ) : (
                <Lock className="h-4 w-4" aria-hidden="true" />
              )}
              {t('sandbox.pay', { amount })}
            </Button>
            <Button
              variant="outline"
              size="lg"
              className="w-full text-red-700"
              disabled={complete.isPending}
              onClick={() => finish('failure')}
            >
              {t('sandbox.fail')}
            </Button>
            <p className="text-center text-xs text-slate-600">{t('sandbox.hint')}</p>
          </div>
        ) : (
          <div role="status" className="space-y-3 text-center">
            <p className="font-semibold text-slate-900">
              {t(payment.status === 'paid' ? 'sandbox.alreadyPaid' : 'sandbox.attemptFailed')}
            </p>
            <ButtonLink to={statusPath} className="w-full">
              {t('sandbox.seeStatus')}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}
