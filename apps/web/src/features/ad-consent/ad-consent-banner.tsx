import { formatIndianDate } from '@dawanow/shared/dates';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { saveAdConsent, type TAdConsentChoice, useAdConsent } from '@/lib/meta-pixel-consent';

// Both choices look and weigh the same: declining must be as easy as accepting (DPDP Act §6(1), §6(4)).
const choiceClasses = 'border-slate-500 font-semibold';

/**
 * Asks once, in the page's flow under the header rather than over it, so it never hides the mobile tab
 * bar or a cart or checkout button. Reopened from the footer, it scrolls into view and takes the focus,
 * and gives it back to the footer link after the choice.
 */
export function AdConsentBanner() {
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
    toast('Your choice is saved', {
      description: 'Change it any time under “Cookie & ad preferences” at the bottom of the page.',
    });
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
            Ad measurement on Facebook and Instagram
          </h2>
          <p id="ad-consent-purpose">
            With your permission, we load Meta’s pixel to measure our ads on Facebook/Instagram. It only learns which of
            our public pages you visit — never your searches, medicines, cart, orders, prescriptions or profile. Nothing
            is sent unless you accept.
          </p>
          <p>
            {consent && (
              <>
                Your choice: {consent.choice === 'accepted' ? 'accepted' : 'declined'} on{' '}
                {formatIndianDate(consent.decidedAt)}.{' '}
              </>
            )}
            <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
              Privacy Policy
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 md:w-72 md:shrink-0">
          <Button variant="outline" className={choiceClasses} onClick={() => onChoose('accepted')}>
            Accept
          </Button>
          <Button variant="outline" className={choiceClasses} onClick={() => onChoose('declined')}>
            Decline
          </Button>
        </div>
      </div>
    </section>
  );
}
