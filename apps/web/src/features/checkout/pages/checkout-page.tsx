import { formatRupees } from '@dawanow/shared/money';
import type { TPlaceOrderRequest, TQuote } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import type { TPaymentMethod } from '@dawanow/shared/orders/payment';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocationPrompt } from '@/components/catalog/location-prompt';
import { useCouponProblemText } from '@/components/coupons/problem-text';
import { useCheckoutText } from '@/components/payments/text';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { TextareaField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { PhoneActionBar } from '@/components/ui/phone-action-bar';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { clearCart, useCartItems } from '@/lib/cart-store';
import { cn } from '@/lib/cn';
import { chooseDeliveryMode, useDeliveryMode } from '@/lib/delivery-promise';
import { errorMessage } from '@/lib/i18n/error-message';
import { useSavedAddresses } from '@/lib/queries/addresses';
import { useMyPrescriptions } from '@/lib/queries/prescriptions';
import { useDeliverTo, useSelectedStore } from '@/lib/selected-store';
import { toast } from '@/lib/toast';
import { useFollowRedirect } from '@/lib/use-follow-redirect';
import { useOnline } from '@/lib/use-online';
import { changedQuote, checkoutQuoteKey, refusedCoupon, useCheckoutQuote, usePlaceOrder } from '../api';
import { nextAttempt, type TAttempt } from '../attempt-key';
import { AddressPicker, preferredAddressId } from '../components/address-picker';
import { CheckoutSection } from '../components/checkout-section';
import { DeliveryOptions } from '../components/delivery-options';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { PrescriptionStep } from '../components/prescription-step';
import { QuoteProblems } from '../components/quote-problems';

/** The mode the quote allows: express needs a store within reach, scheduled needs a free slot. */
function allowedMode(wanted: TDeliveryMode, quote: TQuote | undefined): TDeliveryMode {
  if (!quote) return wanted;
  if (wanted === 'express' && !quote.expressAvailable) return 'standard';
  if (wanted === 'scheduled' && quote.slots.length === 0) return 'standard';
  return wanted;
}

type THold = 'address' | 'problems' | 'prescription';

/** Why the order cannot be placed as it stands, or null when it can. */
function placeHold(quote: TQuote, prescriptionId: string | null): THold | null {
  if (quote.blockers.length > 0 || !quote.store.isServiceable || quote.lines.some((line) => line.problem !== null)) {
    return 'problems';
  }
  if (quote.rxRequired && prescriptionId === null) return 'prescription';
  return null;
}

/** The most a note for the pharmacy may hold (the order's schema allows as much) */
const NOTES_MAX = 300;

type TPriceChange = { previousTotalPaise: number; totalPaise: number };

function CheckoutSkeleton() {
  const { t } = useCheckoutText();
  return (
    <div role="status" aria-label={t('page.loading')} className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <SkeletonList count={3} className="h-36 w-full rounded-xl" />
      </div>
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

/** What the bill's coupon field is given: the quote priced with the code, the code, and a way to change it. */
export type TCouponSlotProps = {
  quote: TQuote | undefined;
  value: string | null;
  onChange: (code: string | null) => void;
};

/**
 * /checkout (signed in): address, delivery, prescription, payment, then the order is placed. The coupon field
 * comes from the coupons feature through the route (features stay apart).
 */
export function CheckoutPage({ couponField }: { couponField?: (props: TCouponSlotProps) => ReactNode } = {}) {
  const { t } = useCheckoutText();
  const items = useCartItems();
  const store = useSelectedStore();
  const [params] = useSearchParams();
  const addresses = useSavedAddresses();
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const wantedMode = useDeliveryMode();
  const [chosenSlot, setChosenSlot] = useState<string | null>(null);
  const [wantedPayment, setWantedPayment] = useState<TPaymentMethod>('online');
  const [notes, setNotes] = useState('');
  // ?prescription= comes from the upload and pharmacy-quote screens, so the customer need not pick it again.
  const [chosenPrescriptionId, setChosenPrescriptionId] = useState<string | null>(() => params.get('prescription'));
  const [priceChange, setPriceChange] = useState<TPriceChange | null>(null);
  const attempt = useRef<TAttempt | null>(null);
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  const couponProblemText = useCouponProblemText();
  const followRedirect = useFollowRedirect();
  const isOnline = useOnline();

  const addressId = chosenAddressId ?? (addresses.data ? preferredAddressId(addresses.data) : null);
  // The address delivered to becomes the delivery location, so the header and every promise measure from it.
  const deliverTo = useDeliverTo();
  const deliveryAddress = addresses.data?.find((address) => address.id === addressId);
  useEffect(() => {
    if (deliveryAddress?.latitude == null || deliveryAddress.longitude == null) return;
    deliverTo(
      { latitude: deliveryAddress.latitude, longitude: deliveryAddress.longitude },
      `${deliveryAddress.address_line1}, ${deliveryAddress.city}`,
    );
  }, [deliverTo, deliveryAddress]);
  // The quote decides which modes exist; it is asked for the mode it last allowed.
  const [quotedMode, setQuotedMode] = useState<TDeliveryMode>(wantedMode);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const quoteInput = { storeId: store?.id ?? null, items, deliveryMode: quotedMode, addressId, couponCode };
  const quote = useCheckoutQuote(quoteInput);
  const data = quote.data;
  const mode = allowedMode(wantedMode, data);
  if (data && mode !== quotedMode) setQuotedMode(mode);
  const slot =
    mode === 'scheduled' ? (data?.slots.find((s) => s.start === chosenSlot) ?? data?.slots[0] ?? null) : null;
  const prescriptions = useMyPrescriptions({
    enabled: data?.rxRequired === true,
    pick: (prescription) => prescription.usable,
  });
  // Only one of the customer's usable prescriptions counts: an old link's id must not reach the order.
  const prescriptionId = data?.rxRequired
    ? (prescriptions.data?.find((prescription) => prescription.id === chosenPrescriptionId)?.id ?? null)
    : null;
  const paymentMethod: TPaymentMethod =
    wantedPayment === 'cod' && data?.codAvailable === false ? 'online' : wantedPayment;

  if (placeOrder.isSuccess) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
        <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" />
        {t('page.placed')}
      </p>
    );
  }

  const header = <PageHeader title={t('page.title')} />;
  if (items.length === 0) {
    return (
      <>
        {header}
        <div className="space-y-4 text-center">
          <p className="text-slate-700">{t('page.empty')}</p>
          <ButtonLink to="/medicines">{t('page.browse')}</ButtonLink>
        </div>
      </>
    );
  }
  if (!store) {
    return (
      <>
        {header}
        <LocationPrompt text={t('page.locationPrompt')} />
      </>
    );
  }
  // Issue 19: offline, a reload cannot load the saved addresses (personal data is never kept by the service worker)
  if (!addresses.data && !isOnline) {
    return (
      <>
        {header}
        <ErrorState message={t('page.offlineSaved')} onRetry={() => void addresses.refetch()} />
      </>
    );
  }
  if (addresses.isPending) {
    return (
      <>
        {header}
        <CheckoutSkeleton />
      </>
    );
  }
  if (addresses.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('page.addressesFailed')} onRetry={() => void addresses.refetch()} />
      </>
    );
  }

  const onPlaceOrder = () => {
    if (!data || !addressId) return;
    const request: Omit<TPlaceOrderRequest, 'idempotencyKey'> = {
      storeId: store.id,
      items,
      deliveryMode: mode,
      addressId,
      scheduledFor: slot?.start ?? null,
      paymentMethod,
      expectedTotalPaise: data.bill.totalPaise,
      // Only a coupon the quote applied: one that does not apply would refuse the order
      couponCode: data.coupon?.code,
      notes: notes.trim() || undefined,
      prescriptionId,
    };
    attempt.current = nextAttempt(attempt.current, request, () => crypto.randomUUID());
    setPriceChange(null);
    placeOrder.mutate(
      { ...request, idempotencyKey: attempt.current.key },
      {
        onSuccess: ({ redirectTo }) => {
          followRedirect(redirectTo);
          clearCart();
        },
        onError: (error) => {
          const fresh = changedQuote(error);
          const couponProblem = refusedCoupon(error);
          if (fresh) {
            queryClient.setQueryData(checkoutQuoteKey(quoteInput), fresh);
            setPriceChange({ previousTotalPaise: data.bill.totalPaise, totalPaise: fresh.bill.totalPaise });
            toast.error(t('page.notPlaced'), { description: t('page.quoteChanged') });
          } else if (couponProblem) {
            // Priced again, the coupon field shows the same reason and the bill drops the discount
            void queryClient.invalidateQueries({ queryKey: checkoutQuoteKey(quoteInput) });
            toast.error(t('page.notPlaced'), { description: couponProblemText(couponProblem) });
          } else {
            toast.error(t('page.notPlaced'), { description: errorMessage(error) });
          }
        },
      },
    );
  };

  const hold: THold | null = addressId === null ? 'address' : data ? placeHold(data, prescriptionId) : null;
  let step = 0;
  return (
    <>
      {header}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
        <div className="space-y-4">
          {data && <QuoteProblems quote={data} />}
          <CheckoutSection step={++step} title={t('steps.address')}>
            <AddressPicker addresses={addresses.data} value={addressId} onChange={setChosenAddressId} />
          </CheckoutSection>
          {addressId === null ? null : quote.isError && !data ? (
            <ErrorState
              message={t('page.quoteError', { message: errorMessage(quote.error) })}
              onRetry={() => void quote.refetch()}
            />
          ) : !data ? (
            <div role="status" aria-label={t('page.pricing')} className="space-y-4">
              <SkeletonList count={2} className="h-36 w-full rounded-xl" />
            </div>
          ) : (
            <>
              <CheckoutSection step={++step} title={t('steps.delivery')}>
                <DeliveryOptions
                  quote={data}
                  mode={mode}
                  onModeChange={chooseDeliveryMode}
                  slot={slot?.start ?? null}
                  onSlotChange={setChosenSlot}
                />
              </CheckoutSection>
              {data.rxRequired && (
                <CheckoutSection step={++step} title={t('steps.prescription')}>
                  <PrescriptionStep quote={data} value={prescriptionId} onChange={setChosenPrescriptionId} />
                </CheckoutSection>
              )}
              <CheckoutSection step={++step} title={t('steps.payment')}>
                <PaymentMethodPicker quote={data} value={paymentMethod} onChange={setWantedPayment} />
              </CheckoutSection>
              <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <TextareaField
                  label={t('page.notes')}
                  hint={t('page.notesHint', { max: NOTES_MAX })}
                  maxLength={NOTES_MAX}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  className="min-h-20"
                />
              </div>
            </>
          )}
        </div>
        <aside
          aria-label={t('page.summary')}
          className={cn(
            'space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 transition-opacity md:sticky md:top-24',
            quote.isPlaceholderData && 'opacity-60',
          )}
        >
          {addressId !== null && couponField?.({ quote: data, value: couponCode, onChange: setCouponCode })}
          {data ? (
            <OrderSummary quote={data} />
          ) : addressId === null ? (
            <p className="text-sm text-slate-700">{t('page.billAfterAddress')}</p>
          ) : (
            <div aria-hidden="true" className="space-y-3">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-32 w-full" />
            </div>
          )}
          {priceChange && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <Trans
                t={t}
                i18nKey="page.priceChange"
                values={{
                  total: formatRupees(priceChange.totalPaise),
                  previous: formatRupees(priceChange.previousTotalPaise),
                }}
                components={{ bold: <strong /> }}
              />
            </p>
          )}
          <PhoneActionBar>
            <Button
              size="lg"
              className="w-full"
              disabled={!isOnline || !data || hold !== null || placeOrder.isPending || quote.isFetching}
              onClick={onPlaceOrder}
            >
              {placeOrder.isPending ? (
                <>
                  <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> {t('page.placing')}
                </>
              ) : paymentMethod === 'online' ? (
                data ? (
                  t('page.placeAndPayTotal', { total: formatRupees(data.bill.totalPaise) })
                ) : (
                  t('page.placeAndPay')
                )
              ) : data ? (
                t('page.placeTotal', { total: formatRupees(data.bill.totalPaise) })
              ) : (
                t('page.place')
              )}
            </Button>
            {/* Issue 19: an order is never queued on the phone to go out later — prices and stock may change */}
            {!isOnline ? (
              <p className="text-sm font-medium text-amber-900">{t('page.offline')}</p>
            ) : (
              hold && <p className="text-sm text-amber-900">{t(`hold.${hold}`)}</p>
            )}
          </PhoneActionBar>
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {t('page.soldBy')}
          </p>
        </aside>
      </div>
    </>
  );
}
