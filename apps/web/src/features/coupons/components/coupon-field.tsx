import { ZCouponCode } from '@dawanow/shared/coupons';
import { formatRupees } from '@dawanow/shared/money';
import type { TQuote } from '@dawanow/shared/orders/customer';
import { type FormEvent, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { couponProblemWords } from '@/components/coupons/problem-text';
import { useCouponsText } from '@/components/coupons/text';
import { Button } from '@/components/ui/button';
import { validationMessage } from '@/lib/i18n/error-message';
import { useAvailableOffers } from '../api';
import { AvailableOffers } from './available-offers';

/**
 * "Apply coupon" in the checkout bill. The code goes to the server with the quote, which alone decides the
 * discount (issue 17); the field shows the saving or the server's reason the code does not apply.
 */
export function CouponField({
  quote,
  value,
  onChange,
}: {
  /** The quote priced with `value`, when it has come back */
  quote: TQuote | undefined;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useCouponsText();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [isListOpen, setIsListOpen] = useState(false);
  const offers = useAvailableOffers(quote?.store.id ?? null);
  const refusal = value && quote?.couponProblem ? couponProblemWords(t, quote.couponProblem) : null;
  const problem = formatError ? validationMessage(formatError) : refusal;
  const applied = quote?.coupon ?? null;

  function apply(code: string) {
    const parsed = ZCouponCode.safeParse(code);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? t('field.notACode'));
      return;
    }
    setFormatError(null);
    setDraft('');
    setIsListOpen(false);
    onChange(parsed.data);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('field.title')}
      </h2>
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 p-3 text-sm">
          <p className="text-slate-900">
            <Trans
              t={t}
              i18nKey="field.applied"
              values={{ code: applied.code, amount: formatRupees(applied.discountPaise) }}
              components={{
                code: <span className="font-semibold" />,
                saving: <span className="font-semibold text-brand-800" />,
              }}
            />
          </p>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('field.remove')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex items-start gap-2" noValidate>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-code`} className="sr-only">
              {t('field.label')}
            </label>
            <input
              id={`${id}-code`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('field.placeholder')}
              autoCapitalize="characters"
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className="h-11 w-full rounded-lg border border-slate-300 px-3 text-sm uppercase placeholder:normal-case"
            />
          </div>
          <Button type="submit" variant="outline" disabled={draft.trim() === ''}>
            {t('field.apply')}
          </Button>
        </form>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {!applied && (offers.data?.offers.length ?? 0) > 0 && (
        <div>
          <Button variant="ghost" size="sm" aria-expanded={isListOpen} onClick={() => setIsListOpen(!isListOpen)}>
            {isListOpen ? t('field.hideOffers') : t('field.viewOffers', { count: offers.data?.offers.length ?? 0 })}
          </Button>
          {isListOpen && offers.data && (
            <div className="mt-2">
              <AvailableOffers offers={offers.data.offers} appliedCode={value} onApply={apply} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
