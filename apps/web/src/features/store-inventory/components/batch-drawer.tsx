import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TBatch } from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useProductStock } from '../api';
import { CorrectForm, ReceiveForm, WriteOffForm } from './batch-forms';
import { BatchStateBadge, StockStateBadge, unitsLabel } from './stock-labels';

type BatchAction = { batchId: string; kind: 'correct' | 'write-off' } | null;

function BatchRow({ storeId, batch }: { storeId: string; batch: TBatch }) {
  const { t } = useStorePanelText();
  const [action, setAction] = useState<BatchAction>(null);
  const close = () => setAction(null);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{t('inventory.batch.title', { number: batch.batchNumber })}</p>
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="inventory.batch.expires"
              values={{ date: formatIndianDate(batch.expiryDate), count: batch.quantity }}
              components={{ units: <span className="tabular-nums" /> }}
            />
            {batch.purchasePricePaise !== null &&
              t('inventory.batch.boughtAt', { price: formatRupees(batch.purchasePricePaise) })}
          </p>
        </div>
        <BatchStateBadge state={batch.state} />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setAction({ batchId: batch.id, kind: 'correct' })}>
          {t('inventory.batch.correct')}
        </Button>
        {batch.quantity > 0 && (
          <Button variant="outline" size="sm" onClick={() => setAction({ batchId: batch.id, kind: 'write-off' })}>
            {t('inventory.batch.writeOff')}
          </Button>
        )}
      </div>
      {action?.kind === 'correct' && <CorrectForm storeId={storeId} batch={batch} onDone={close} />}
      {action?.kind === 'write-off' && <WriteOffForm storeId={storeId} batch={batch} onDone={close} />}
    </li>
  );
}

/** One product's batches (earliest expiry first), receiving stock, and the log of every hand-made change. */
export function BatchDrawer({
  storeId,
  productId,
  productName,
  onClose,
}: {
  storeId: string;
  productId: string | null;
  productName: string;
  onClose: () => void;
}) {
  const { t } = useStorePanelText();
  const stock = useProductStock(storeId, productId);
  const [isReceiving, setReceiving] = useState(false);

  return (
    <Dialog
      open={productId !== null}
      onClose={onClose}
      title={productName}
      className="my-0 mr-0 h-dvh max-h-dvh w-full max-w-xl overflow-y-auto rounded-none sm:rounded-l-xl"
    >
      <Button
        variant="ghost"
        size="icon"
        onClick={onClose}
        aria-label={t('inventory.batch.close')}
        className="absolute top-2 right-2"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </Button>
      {stock.isPending ? (
        <div role="status" aria-label={t('inventory.batch.loading')} className="space-y-3">
          <SkeletonList count={3} className="h-16 w-full" />
        </div>
      ) : stock.isError ? (
        <ErrorState message={stock.error.message} onRetry={() => void stock.refetch()} />
      ) : (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StockStateBadge item={stock.data.item} />
            <span className="tabular-nums">{unitsLabel(t, stock.data.item)}</span>
            <span>{t('inventory.batch.lowBelow', { count: stock.data.item.lowStockThreshold })}</span>
          </div>

          {isReceiving ? (
            productId && <ReceiveForm storeId={storeId} productId={productId} onDone={() => setReceiving(false)} />
          ) : (
            <Button onClick={() => setReceiving(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('inventory.batch.receive')}
            </Button>
          )}

          <section aria-labelledby="batches-heading">
            <h3 id="batches-heading" className="font-semibold text-slate-900">
              {t('inventory.batch.batches')}
            </h3>
            {stock.data.batches.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{t('inventory.batch.noBatches')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {stock.data.batches.map((batch) => (
                  <BatchRow key={batch.id} storeId={storeId} batch={batch} />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="movements-heading">
            <h3 id="movements-heading" className="font-semibold text-slate-900">
              {t('inventory.batch.changes')}
            </h3>
            <p className="text-xs text-slate-600">{t('inventory.batch.changesIntro')}</p>
            {stock.data.movements.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{t('inventory.batch.noChanges')}</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {stock.data.movements.map((movement) => (
                  <li key={movement.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                    <p className="flex flex-wrap justify-between gap-2">
                      <span className="font-medium text-slate-900">
                        {t('inventory.batch.movement', {
                          kind: t(`inventory.batch.movements.${movement.kind}`),
                          number: movement.batchNumber,
                        })}
                      </span>
                      <span
                        className={
                          movement.quantityChange < 0 ? 'text-red-700 tabular-nums' : 'text-emerald-800 tabular-nums'
                        }
                      >
                        {movement.quantityChange > 0 ? '+' : ''}
                        {movement.quantityChange} → {movement.quantityAfter}
                      </span>
                    </p>
                    {movement.reason && <p className="text-slate-700">{movement.reason}</p>}
                    <p className="text-xs text-slate-600">
                      {formatIndianDateTime(movement.at)}
                      {movement.actorName && ` · ${movement.actorName}`}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
