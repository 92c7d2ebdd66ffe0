import { cartItemCount, cartItemsTotalPaise, type TCartItem } from '@dawanow/shared/cart';
import { formatRupees } from '@dawanow/shared/money';
import type { TQuote } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { FileText, ShoppingCart, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { DeliveryPromise } from '@/components/delivery-promise';
import { useQuoteText } from '@/components/orders/quote-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PhoneActionBar } from '@/components/ui/phone-action-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { clearCart, useCartItems } from '@/lib/cart-store';
import { cn } from '@/lib/cn';
import { chooseDeliveryMode, useDeliveryPromise } from '@/lib/delivery-promise';
import { errorMessage } from '@/lib/i18n/error-message';
import { useIsLocatingStore, useSelectedStore } from '@/lib/selected-store';
import { useOnline } from '@/lib/use-online';
import { useCartQuote } from '../api';
import { CartBill } from '../components/cart-bill';
import { CartLine, CartLineSkeleton } from '../components/cart-line';
import { DeliveryModeToggle } from '../components/delivery-mode-toggle';
import { FreeDeliveryNudge } from '../components/free-delivery-nudge';
import { useCartText } from '../text';

function EmptyCart() {
  const { t } = useCartText();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <ShoppingCart className="h-14 w-14 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">{t('empty.title')}</h2>
      <p className="mt-2 text-slate-700">{t('empty.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/medicines">{t('empty.browse')}</ButtonLink>
        <ButtonLink to="/search" variant="outline">
          {t('empty.search')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * Issue 19: offline the cart is still on the phone, but pricing it is the pharmacy's answer (never kept by the
 * service worker), so the page says what it holds at the prices it was filled at, and what happens next.
 */
function OfflineCart({ items }: { items: TCartItem[] }) {
  const { t } = useCartText();
  const count = cartItemCount(items);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
      <WifiOff className="h-10 w-10 text-slate-500" aria-hidden="true" />
      <p className="font-semibold">{t('offline.title')}</p>
      <p className="text-slate-700">{t('offline.body', { count, total: formatRupees(cartItemsTotalPaise(items)) })}</p>
    </div>
  );
}

function ClearCartButton() {
  const { t } = useCartText();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!isConfirming) {
    return (
      <Button variant="ghost" size="sm" className="h-11 text-red-700" onClick={() => setIsConfirming(true)}>
        {t('clear.start')}
      </Button>
    );
  }
  return (
    <span className="flex gap-2">
      <Button size="sm" className="h-11 bg-red-700 hover:bg-red-800" onClick={clearCart}>
        {t('clear.confirm')}
      </Button>
      <Button variant="ghost" size="sm" className="h-11" onClick={() => setIsConfirming(false)}>
        {t('clear.keep')}
      </Button>
    </span>
  );
}

/**
 * Whether checkout can open from the cart. Line fixes, a basket below the store's minimum order and a store
 * that stopped taking orders hold it; other blockers (a closed store, express out of reach) are choices
 * checkout itself offers.
 */
function canProceed(quote: TQuote): boolean {
  return (
    quote.store.isServiceable &&
    quote.minOrderShortfallPaise === 0 &&
    quote.lines.every((line) => line.problem === null)
  );
}

/** /cart (SPEC §4): the browser's cart re-priced at the selected store, with fixes and the bill. */
export function CartPage() {
  const { t } = useCartText();
  const quoteText = useQuoteText();
  const items = useCartItems();
  const store = useSelectedStore();
  const isLocating = useIsLocatingStore();
  // The one delivery promise: express beyond its reach is standard there, without losing the shopper's wish.
  const promise = useDeliveryPromise();
  const [quotedMode, setQuotedMode] = useState<TDeliveryMode>(promise.mode);
  const quote = useCartQuote(store?.id ?? null, items, quotedMode);
  const isOnline = useOnline();
  // The server measures from the same location and has the last word on express.
  const isExpressAvailable = promise.expressAvailable && (quote.data?.expressAvailable ?? true);
  const mode: TDeliveryMode = promise.mode === 'express' && !isExpressAvailable ? 'standard' : promise.mode;
  if (quote.data && mode !== quotedMode) setQuotedMode(mode);

  const count = cartItemCount(items);
  const header = (
    <PageHeader
      title={t('page.title')}
      description={
        items.length === 0
          ? undefined
          : store
            ? t('page.countFrom', { count, store: store.name })
            : t('page.count', { count })
      }
    />
  );

  if (items.length === 0) {
    return (
      <>
        {header}
        <EmptyCart />
      </>
    );
  }
  // While the store is still being found the lines and the bill wait as skeletons below
  if (!store && !isLocating) {
    return (
      <>
        {header}
        <LocationPrompt text={t('page.locationPrompt')} />
      </>
    );
  }
  if (!quote.data && !isOnline) {
    return (
      <>
        {header}
        <OfflineCart items={items} />
      </>
    );
  }
  if (quote.isError && !quote.data) {
    return (
      <>
        {header}
        <ErrorState
          message={t('page.priceError', { message: errorMessage(quote.error) })}
          onRetry={() => void quote.refetch()}
        />
        {/* A cart the server refuses (e.g. edited by hand) stays refused: offer a way out. */}
        <div className="mt-4 flex justify-center">
          <ClearCartButton />
        </div>
      </>
    );
  }

  const data = quote.data;
  const linesById = new Map(data?.lines.map((line) => [line.medicineId, line]));
  return (
    <>
      {header}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
        <section aria-label={t('page.items')} className="space-y-3">
          <ul className="space-y-3" aria-busy={quote.isFetching}>
            {items.map((item) => {
              const line = linesById.get(item.medicine_id);
              return line ? (
                <CartLine key={item.medicine_id} line={line} quantity={item.quantity} />
              ) : (
                <CartLineSkeleton key={item.medicine_id} />
              );
            })}
          </ul>
          {data?.rxRequired && (
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <FileText className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('page.rxNote')}
            </p>
          )}
          <div className="flex justify-end">
            <ClearCartButton />
          </div>
        </section>
        <aside
          aria-label={t('page.bill')}
          className={cn(
            'space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 transition-opacity md:sticky md:top-24 md:row-span-2',
            quote.isPlaceholderData && 'opacity-60',
          )}
        >
          {data ? (
            <>
              <DeliveryPromise />
              <DeliveryModeToggle value={mode} isExpressAvailable={isExpressAvailable} onChange={chooseDeliveryMode} />
              <CartBill bill={data.bill} deliveryMode={mode} />
              {data.blockers.length > 0 && (
                <ul className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  {data.blockers.map((blocker) => (
                    <li key={blocker.code}>{quoteText.blockerText(blocker)}</li>
                  ))}
                </ul>
              )}
              <PhoneActionBar>
                {canProceed(data) ? (
                  <ButtonLink to="/checkout" size="lg" className="w-full">
                    {t('page.proceedWithTotal', { total: formatRupees(data.bill.totalPaise) })}
                  </ButtonLink>
                ) : (
                  <Button size="lg" className="w-full" disabled>
                    {t('page.proceed')}
                  </Button>
                )}
              </PhoneActionBar>
            </>
          ) : (
            <div role="status" aria-label={t('page.pricing')} className="space-y-3">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
        </aside>
        {/* After the bill on a phone, under the items on a wide screen: the suggestions arrive after the bill
            does, and placed above it they pushed it down the screen */}
        {data && (
          <div className="empty:hidden md:col-start-1">
            <FreeDeliveryNudge bill={data.bill} deliveryMode={mode} />
          </div>
        )}
      </div>
    </>
  );
}
