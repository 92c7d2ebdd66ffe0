import { TicketPercent } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useCouponsText } from '@/components/coupons/text';
import { SkeletonList } from '@/components/ui/skeleton';
import { useIsLocatingStore } from '@/lib/selected-store';
import { useAvailableOffers } from '../api';

// At most two lines of title, two of summary and the code's line: every card is this size, loaded or not
const CARD_SIZE = 'h-36 w-64 shrink-0';

/**
 * The running offers as a sideways-scrolling strip, for the home page (placed there by the home page's part
 * of issue 17). Nothing at all on an error or with no offers: a home page does not show an empty shelf of
 * offers. While they load (or the store that decides them is being found) the strip holds its place with
 * cards of the same fixed height, so what follows does not move when they arrive.
 */
export function OffersStrip({ storeId }: { storeId: string | null }) {
  const { t } = useCouponsText();
  const isLocating = useIsLocatingStore();
  const offers = useAvailableOffers(storeId, !isLocating);
  const list = offers.data?.offers ?? [];
  if (offers.isPending) {
    return (
      <section aria-busy="true" aria-labelledby="offers-strip-title" className="space-y-2">
        <h2 id="offers-strip-title" className="text-lg font-semibold text-slate-900">
          {t('strip.title')}
        </h2>
        <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-1">
          <SkeletonList count={3} className={`${CARD_SIZE} rounded-xl`} />
        </div>
      </section>
    );
  }
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="offers-strip-title" className="space-y-2">
      <h2 id="offers-strip-title" className="text-lg font-semibold text-slate-900">
        {t('strip.title')}
      </h2>
      {/* Nothing in it takes focus, so the strip itself does: a keyboard scrolls it with the arrow keys */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable (WCAG 2.1.1)
        tabIndex={0}
        aria-labelledby="offers-strip-title"
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1"
      >
        {list.map((offer) => (
          <li
            key={offer.code}
            className={`${CARD_SIZE} flex snap-start flex-col rounded-xl border border-dashed border-brand-700/40 bg-brand-50 p-3`}
          >
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <TicketPercent aria-hidden className="size-5 shrink-0 text-brand-700" />
              <span className="line-clamp-2">{offer.title}</span>
            </p>
            <p className="line-clamp-2 text-sm text-slate-800">{offer.summary}</p>
            <p className="mt-auto truncate pt-1 text-xs text-slate-700">
              <Trans
                t={t}
                i18nKey="strip.useCode"
                values={{ code: offer.code }}
                components={{ code: <span className="font-semibold tracking-wide" /> }}
              />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
