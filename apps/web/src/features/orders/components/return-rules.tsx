import { NEAR_EXPIRY_MONTHS, NON_MEDICINE_RETURN_DAYS, REFUND_REPORT_WINDOW_HOURS } from '@dawanow/shared/constants';
import { useOrdersText } from '@/components/orders/text';

/** SPEC §5 returns policy in short, next to the refund form, so nobody asks for what cannot be returned. */
export function ReturnRules() {
  const { t } = useOrdersText();
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-medium text-slate-900">{t('returnRules.title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{t('returnRules.window', { hours: REFUND_REPORT_WINDOW_HOURS })}</li>
        <li>{t('returnRules.medicines', { months: NEAR_EXPIRY_MONTHS })}</li>
        <li>{t('returnRules.other', { days: NON_MEDICINE_RETURN_DAYS })}</li>
        <li>{t('returnRules.notReturnable')}</li>
      </ul>
    </div>
  );
}
