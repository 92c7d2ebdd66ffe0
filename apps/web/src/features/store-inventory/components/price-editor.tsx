import type { TInventoryItem } from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { ZRupees } from '@/lib/rupees-input';
import { toast } from '@/lib/toast';
import { useSetPrice } from '../api';

/**
 * The selling price, edited in place by those who may set prices: Enter saves, Escape gives up. The
 * server holds it to MRP; the message it gives shows under the field.
 */
export function PriceEditor({ storeId, item, canEdit }: { storeId: string; item: TInventoryItem; canEdit: boolean }) {
  const { t } = useStorePanelText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const setPrice = useSetPrice(storeId);
  const priceLabel = formatRupees(item.pricePaise);

  if (!canEdit) return <span className="tabular-nums">{priceLabel}</span>;
  if (draft === null) {
    return (
      <button
        type="button"
        onClick={() => setDraft((item.pricePaise / 100).toFixed(2))}
        aria-label={t('inventory.price.change', { name: item.name, price: priceLabel })}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium tabular-nums hover:bg-slate-100"
      >
        {priceLabel}
        <Pencil className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
      </button>
    );
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = ZRupees.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setPrice.mutate(
      { productId: item.productId, pricePaise: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(t('inventory.price.saved', { name: item.name, price: formatRupees(saved.pricePaise) }));
          setDraft(null);
          setError(undefined);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-1" noValidate>
      <div className="flex items-center gap-1.5">
        <span aria-hidden="true">₹</span>
        <input
          // biome-ignore lint/a11y/noAutofocus: the field opens because the pharmacist asked to edit it
          autoFocus
          inputMode="decimal"
          aria-label={t('inventory.price.newPrice', { name: item.name, mrp: formatRupees(item.mrpPaise) })}
          aria-invalid={error ? true : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          className="h-10 w-24 rounded-lg border border-slate-300 px-2 text-base tabular-nums aria-invalid:border-red-600"
        />
        <Button type="submit" size="sm" disabled={setPrice.isPending}>
          {t('inventory.price.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
          {t('inventory.price.cancel')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
