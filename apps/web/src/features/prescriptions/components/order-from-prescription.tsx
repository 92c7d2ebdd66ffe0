import { formatRupees } from '@dawanow/shared/money';
import type { TPrescriptionQuote, TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { Loader2, ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { replaceCart, useCartItems } from '@/lib/cart-store';
import { useSelectedStore } from '@/lib/selected-store';
import { useAcceptQuote, usePrescriptionQuotes, useRequestQuote } from '../api';
import { preparingMessage } from '../messages';
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
  const totalPaise = quote.items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
  const onAccept = () =>
    accept.mutate(quote.id, {
      onSuccess: ({ items }) => {
        replaceCart(items);
        void navigate(checkoutWith(prescriptionId));
      },
      onError: (error) => toast.error('Could not add the medicines', { description: error.message }),
    });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {quote.storeName}’s pharmacist prepared this from your prescription. Prices are the store’s; delivery and the
        final bill are shown at checkout.
      </p>
      <ul aria-label="Prepared medicines" className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
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
          <span>Items total</span>
          <span>{formatRupees(totalPaise)}</span>
        </li>
      </ul>
      {cartCount > 0 && (
        <p className="text-sm text-amber-900">
          This replaces the {cartCount === 1 ? 'item' : `${cartCount} items`} now in your cart.
        </p>
      )}
      <Button size="lg" className="w-full sm:w-auto" onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
        )}
        Add to cart and checkout
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

  if (!store) {
    return <LocationPrompt text="Choose a delivery location so the nearest partner pharmacy can prepare your order" />;
  }
  if (quotes.isPending) return <Skeleton className="h-24 w-full" />;
  if (quotes.isError) {
    return <ErrorState message="We could not load the pharmacy’s answer." onRetry={() => void quotes.refetch()} />;
  }

  const quote = latestQuote(quotes.data, store.id);
  if (quote?.status === 'requested') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200"
      >
        <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        <span>{preparingMessage(quote.storeName)}</span>
      </p>
    );
  }
  if (quote && (quote.status === 'quoted' || quote.status === 'accepted') && quote.items.length > 0) {
    return <QuotedItems quote={quote} prescriptionId={prescription.id} />;
  }

  const onRequest = () =>
    request.mutate(store.id, {
      onError: (error) => toast.error('Request not sent', { description: error.message }),
    });
  return (
    <div className="space-y-3">
      {quote && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {quote.storeName} could not prepare an order from this prescription. Ask again, or add the medicines yourself
          and attach the prescription at checkout.
        </p>
      )}
      <p className="text-sm text-slate-700">
        Not sure what to search for? {store.name}’s pharmacist reads your prescription and puts the medicines in your
        cart at the store’s prices. You check the list before anything is ordered.
      </p>
      {prescription.usable ? (
        <Button onClick={onRequest} disabled={request.isPending}>
          {request.isPending && <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {quote ? 'Ask again' : `Ask ${store.name} to prepare my order`}
        </Button>
      ) : (
        <p className="text-sm text-red-800">This prescription cannot be used for a new order. Upload a valid one.</p>
      )}
    </div>
  );
}
