import type { TStorePrescription } from '@dawanow/shared/prescriptions';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TFileAccess } from './file-url';
import { PrescriptionBadges, PrescriptionFacts, RequestedItems } from './prescription-card';
import { PrescriptionViewer } from './prescription-viewer';
import { ReviewFlags } from './review-flags';
import { ReviewOutcome } from './review-outcome';
import { usePrescriptionsText } from './text';

/**
 * One prescription opened from a list: warnings first, the files large, then the facts, the orders that
 * use it and any decision; `children` holds what the reader can do (review, build a quote, audit).
 */
export function PrescriptionDetail({
  prescription,
  access,
  orderHref,
  onClose,
  beside,
  children,
}: {
  prescription: TStorePrescription;
  access: TFileAccess;
  orderHref: (orderId: string) => string;
  onClose: () => void;
  /** Work done while reading the image (the quote builder): beside it on a wide screen, below it on a phone */
  beside?: ReactNode;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = usePrescriptionsText();
  // On a phone the detail replaces the list: focus (and with it the scroll) moves to what was opened.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <article
      aria-labelledby="prescription-detail-title"
      className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <Button variant="ghost" onClick={onClose} className="-ml-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {/* Beside the list on a wide screen it only closes; on a phone it leads back to the list. */}
        <span className="lg:hidden">{t('card.backToList')}</span>
        <span className="hidden lg:inline">{t('card.close')}</span>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2
            id="prescription-detail-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {t('card.for', { name: prescription.patientName })}
          </h2>
          <p className="text-sm text-slate-700">{t('card.customer', { name: prescription.customerName })}</p>
        </div>
        <PrescriptionBadges prescription={prescription} />
      </div>
      <ReviewFlags flags={prescription.flags} />
      <div className={cn(beside && 'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-4')}>
        <div className="space-y-4">
          <PrescriptionViewer files={prescription.files} access={access} />
          <PrescriptionFacts prescription={prescription} />
        </div>
        {beside && <div className="mt-4 lg:sticky lg:top-20 lg:mt-0">{beside}</div>}
      </div>
      <RequestedItems items={prescription.requestedItems} />
      {prescription.orders.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('card.orders', { count: prescription.orders.length })}:{' '}
          {prescription.orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 && ', '}
              <Link to={orderHref(order.id)} className="font-medium text-brand-800 underline">
                {order.number}
              </Link>
            </span>
          ))}
        </p>
      )}
      <ReviewOutcome prescription={prescription} />
      {children}
    </article>
  );
}
