import { formatRupees } from '@dawanow/shared/money';
import { ZQuoteItems } from '@dawanow/shared/prescriptions';
import type { TProductCard } from '@dawanow/shared/products';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { QuantityPicker } from '@/components/catalog/quantity-picker';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSendQuote } from '../api';
import { ShelfPicker } from './shelf-picker';

/** ZQuoteItems allows at most 10 packs of one medicine in a quote. */
const QUOTE_MAX_PACKS = 10;

type TQuoteLine = { product: TProductCard; quantity: number };

/**
 * "Order medicines from this prescription": the customer asked this pharmacy to read the prescription
 * and build the cart; the pharmacist picks the medicines from the shelf and sends the quote back.
 */
export function QuoteBuilder({ storeId, quoteId }: { storeId: string; quoteId: string }) {
  const { t } = useStorePanelText();
  const [lines, setLines] = useState<TQuoteLine[]>([]);
  const [error, setError] = useState<string>();
  const send = useSendQuote(storeId, quoteId);

  const totalPaise = lines.reduce((sum, line) => sum + (line.product.offer?.pricePaise ?? 0) * line.quantity, 0);

  function onSend() {
    const parsed = ZQuoteItems.safeParse({
      items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('prescriptions.quote.sent'), { description: t('prescriptions.quote.sentDescription') });
        setLines([]);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <section aria-labelledby="quote-builder-title" className="space-y-3 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200">
      <h3 id="quote-builder-title" className="text-base font-semibold text-slate-900">
        {t('prescriptions.quote.title')}
      </h3>
      <ShelfPicker
        storeId={storeId}
        requireShelf
        addedIds={new Set(lines.map((line) => line.product.id))}
        onAdd={(product) => {
          setError(undefined);
          setLines((current) => [...current, { product, quantity: 1 }]);
        }}
      />
      {lines.length > 0 && (
        <ul
          aria-label={t('prescriptions.quote.label')}
          className="divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200"
        >
          {lines.map((line) => (
            <li key={line.product.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 font-medium text-slate-900">{line.product.name}</span>
              <QuantityPicker
                label={t('prescriptions.quote.packsOf', { name: line.product.name })}
                value={line.quantity}
                max={Math.min(QUOTE_MAX_PACKS, line.product.offer?.maxQuantity ?? 1)}
                onChange={(quantity) =>
                  setLines((current) =>
                    current.map((other) => (other.product.id === line.product.id ? { ...other, quantity } : other)),
                  )
                }
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('prescriptions.quote.remove', { name: line.product.name })}
                onClick={() => setLines((current) => current.filter((other) => other.product.id !== line.product.id))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {lines.length === 0 ? (
          <p id="quote-builder-empty" className="text-sm text-slate-700">
            {t('prescriptions.quote.empty')}
          </p>
        ) : (
          <p className="text-sm text-slate-800">
            <Trans
              t={t}
              i18nKey="prescriptions.quote.total"
              values={{ amount: formatRupees(totalPaise) }}
              components={{ total: <span className="font-semibold tabular-nums" /> }}
            />
          </p>
        )}
        {/* An empty quote would tell the customer nothing: a medicine comes first. */}
        <Button
          onClick={onSend}
          disabled={send.isPending || lines.length === 0}
          aria-describedby={lines.length === 0 ? 'quote-builder-empty' : undefined}
        >
          {send.isPending ? t('prescriptions.quote.pending') : t('prescriptions.quote.send')}
        </Button>
      </div>
    </section>
  );
}
