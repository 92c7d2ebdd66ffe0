import { formatIndianDate } from '@dawanow/shared/dates';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCommonText } from '@/lib/i18n/common-text';
import { currentLocale } from '@/lib/i18n/i18n';
import { saveAdConsent, type TAdConsentChoice, useAdConsent } from '@/lib/meta-pixel-consent';
import { toast } from '@/lib/toast';

// Both choices look and weigh the same: declining must be as easy as accepting (DPDP Act §6(1), §6(4)).
const choiceClasses = 'border-slate-500 font-semibold';

/**
 * Asks once, in the page's flow under the header rather than over it, so it never hides the mobile tab
 * bar or a cart or checkout button. Reopened from the footer, it scrolls into view and takes the focus,
 * and gives it back to the footer link after the choice.
 */
export function AdConsentBanner() {
  const { t } = useCommonText();
  const { consent, isReviewing } = useAdConsent();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!isReviewing) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    regionRef.current?.scrollIntoView?.({ block: 'center' });
    regionRef.current?.focus({ preventScroll: true });
  }, [isReviewing]);

  if (consent !== null && !isReviewing) return null;

  const onChoose = (choice: TAdConsentChoice) => {
    const returnFocusTo = isReviewing ? returnFocusRef.current : null;
    saveAdConsent(choice);
    toast(t('adConsent.saved'), { description: t('adConsent.savedHint') });
    returnFocusTo?.focus();
  };

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby="ad-consent-title"
      aria-describedby="ad-consent-purpose"
      className="border-b border-slate-200 bg-white focus-visible:-outline-offset-2"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-8">
        <div className="space-y-1 text-sm text-slate-700 md:flex-1">
          <h2 id="ad-consent-title" className="text-base font-semibold text-slate-900">
            {t('adConsent.title')}
          </h2>
          <p id="ad-consent-purpose">{t('adConsent.purpose')}</p>
          <p>
            {consent && (
              <>
                {t(consent.choice === 'accepted' ? 'adConsent.choiceAccepted' : 'adConsent.choiceDeclined', {
                  date: formatIndianDate(consent.decidedAt, currentLocale()),
                })}{' '}
              </>
            )}
            <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
              {t('adConsent.privacyPolicy')}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 md:w-72 md:shrink-0">
          <Button variant="outline" className={choiceClasses} onClick={() => onChoose('accepted')}>
            {t('adConsent.accept')}
          </Button>
          <Button variant="outline" className={choiceClasses} onClick={() => onChoose('declined')}>
            {t('adConsent.decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
