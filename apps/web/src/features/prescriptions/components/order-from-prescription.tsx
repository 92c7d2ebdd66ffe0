import { formatRupees } from '@dawanow/shared/money';
import type { TPrescriptionQuote, TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { Loader2, ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { replaceCart, useCartItems } from '@/lib/cart-store';
import { errorMessage } from '@/lib/i18n/error-message';
import { useSelectedStore } from '@/lib/selected-store';
import { toast } from '@/lib/toast';
import { useAcceptQuote, usePrescriptionQuotes, useRequestQuote } from '../api';
import { checkoutWith } from '../return-to';

/** The newest quote from this store: only its prices and stock can be checked out here. */
function latestQuote(quotes: readonly TPrescriptionQuote[], storeId: string): TPrescriptionQuote | undefined {
  return quotes
    .filter((quote) => quote.storeId === storeId)
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))[0];
}

function QuotedItems({ quote, prescriptionId }: { quote: TPrescriptionQuote; prescriptionId: string }) {
  const navigate = useNavigate();
  const accept = useAcceptQuote();
  const cartCount = useCartItems().length;
  const { t } = usePrescriptionsText();
  const totalPaise = quote.items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
  const onAccept = () =>
    accept.mutate(quote.id, {
      onSuccess: ({ items }) => {
        replaceCart(items);
        void navigate(checkoutWith(prescriptionId));
      },
      onError: (error) => toast.error(t('quote.addFailed'), { description: errorMessage(error) }),
    });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('quote.prepared', { store: quote.storeName })}</p>
      <ul aria-label={t('quote.preparedList')} className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {quote.items.map((item) => (
          <li key={item.productId} className="flex items-start justify-between gap-3 p-3 text-sm">
            <span>
              <span className="block font-medium text-slate-900">{item.name}</span>
              <span className="block text-slate-600">
                {item.quantity} × {formatRupees(item.pricePaise)}
              </span>
            </span>
            <span className="font-medium">{formatRupees(item.pricePaise * item.quantity)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 p-3 text-sm font-semibold">
          <span>{t('quote.itemsTotal')}</span>
          <span>{formatRupees(totalPaise)}</span>
        </li>
      </ul>
      {cartCount > 0 && <p className="text-sm text-amber-900">{t('quote.replaces', { count: cartCount })}</p>}
      <Button size="lg" className="w-full sm:w-auto" onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
        )}
        {t('quote.addAndCheckout')}
      </Button>
    </div>
  );
}

/**
 * "Order medicines from this prescription": the nearest store's pharmacist reads it and builds the cart,
 * for customers who cannot tell which medicines to search for.
 */
export function OrderFromPrescription({ prescription }: { prescription: TPrescriptionSummary }) {
  const store = useSelectedStore();
  const quotes = usePrescriptionQuotes(prescription.id);
  const request = useRequestQuote(prescription.id);
  const { t } = usePrescriptionsText();

  if (!store) {
    return <LocationPrompt text={t('quote.chooseLocation')} />;
  }
  if (quotes.isPending) return <Skeleton className="h-24 w-full" />;
  if (quotes.isError) {
    return <ErrorState message={t('quote.loadFailed')} onRetry={() => void quotes.refetch()} />;
  }

  const quote = latestQuote(quotes.data, store.id);
  if (quote?.status === 'requested') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200"
      >
        <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        <span>{t('messages.preparing', { store: quote.storeName })}</span>
      </p>
    );
  }
  if (quote && (quote.status === 'quoted' || quote.status === 'accepted') && quote.items.length > 0) {
    return <QuotedItems quote={quote} prescriptionId={prescription.id} />;
  }

  const onRequest = () =>
    request.mutate(store.id, {
      onError: (error) => toast.error(t('quote.requestFailed'), { description: errorMessage(error) }),
    });
  return (
    <div className="space-y-3">
      {quote && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('quote.couldNotPrepare', { store: quote.storeName })}
        </p>
      )}
      <p className="text-sm text-slate-700">{t('quote.notSure', { store: store.name })}</p>
      {prescription.usable ? (
        <Button onClick={onRequest} disabled={request.isPending}>
          {request.isPending && <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {quote ? t('quote.askAgain') : t('quote.ask', { store: store.name })}
        </Button>
      ) : (
        <p className="text-sm text-red-800">{t('quote.notUsable')}</p>
      )}
    </div>
  );
}
