import { formatIndianDate } from '@dawanow/shared/dates';
import type { TOffer } from '@dawanow/shared/offers';
import { TicketPercent } from 'lucide-react';
import { useCouponsText } from '@/components/coupons/text';
import { Button } from '@/components/ui/button';
import { currentLocale } from '@/lib/i18n/i18n';

/** The offers as a list to pick from: code, what it gives, and a button that applies it. */
export function AvailableOffers({
  offers,
  appliedCode,
  onApply,
}: {
  offers: readonly TOffer[];
  appliedCode: string | null;
  onApply: (code: string) => void;
}) {
  const { t } = useCouponsText();
  if (offers.length === 0) return <p className="text-sm text-slate-600">{t('offers.none')}</p>;
  return (
    <ul className="space-y-2" aria-label={t('offers.label')}>
      {offers.map((offer) => (
        <li key={offer.code} className="flex items-start gap-3 rounded-lg border border-dashed border-brand-700/40 p-3">
          <TicketPercent aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold tracking-wide text-slate-900">{offer.code}</p>
            <p className="text-slate-800">{offer.summary}</p>
            <p className="text-xs text-slate-600">
              {t(offer.isFirstOrderOnly ? 'offers.firstOrderValidTill' : 'offers.validTill', {
                date: formatIndianDate(offer.validUntil, currentLocale()),
              })}
            </p>
          </div>
          {appliedCode === offer.code ? (
            <span className="self-center text-sm font-medium text-brand-800">{t('offers.applied')}</span>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="self-center"
              aria-label={t('offers.applyCode', { code: offer.code })}
              onClick={() => onApply(offer.code)}
            >
              {t('offers.apply')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
