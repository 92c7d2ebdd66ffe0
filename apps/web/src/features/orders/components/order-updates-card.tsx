import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useOrdersText } from '@/components/orders/text';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/i18n/error-message';
import { hasAnsweredPushConsent, rememberPushConsentAnswer, useDevicePush } from '@/lib/web-push';

/**
 * Issue 19: order updates by push are asked for on the order page, once a customer has placed an order — never on a
 * first visit — and once per person on this browser ("Not now" is remembered too). Only a device that could turn
 * them on is asked; the browser's own permission prompt comes after "Turn on", never by itself.
 */
export function OrderUpdatesCard({ userId }: { userId: string }) {
  const { t } = useOrdersText();
  const [isAnswered, setAnswered] = useState(() => hasAnsweredPushConsent(userId));
  const { state, turnOn } = useDevicePush({ storeId: null });

  if (turnOn.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200"
      >
        <BellRing className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('updates.on')}
      </p>
    );
  }
  // After a refusal at the browser's prompt the device reads "blocked": the card stays to say why
  if (isAnswered || (state.data !== 'off' && !turnOn.isError)) return null;

  const answer = () => {
    rememberPushConsentAnswer(userId);
    setAnswered(true);
  };
  return (
    <section aria-labelledby="order-updates-title" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="order-updates-title" className="text-base font-semibold text-slate-900">
            {t('updates.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('updates.body')}</p>
          {turnOn.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              {errorMessage(turnOn.error)}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              disabled={turnOn.isPending}
              onClick={() =>
                turnOn.mutate(undefined, {
                  onSuccess: () => rememberPushConsentAnswer(userId),
                })
              }
            >
              {turnOn.isPending ? t('updates.turningOn') : t('updates.turnOn')}
            </Button>
            <Button variant="ghost" disabled={turnOn.isPending} onClick={answer}>
              {t('updates.notNow')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
