import { formatIndianDate, indianToday } from '@dawanow/shared/dates';
import { type TReviewRequest, type TStorePrescription, ZReviewRequest } from '@dawanow/shared/prescriptions';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { isRxSchedule } from '@/components/prescriptions/schedule';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { defaultValidUntil } from '../review-dates';
import { ShelfPicker } from './shelf-picker';

type TCoverLine = { productId: string; name: string; quantity: number; isCovered: boolean };
type TApproveErrors = Partial<Record<'validUntil' | 'covers' | 'note' | 'form', string>>;

/** The medicines asked for start ticked when they need a prescription; OTC lines on the same order do not. */
function initialLines(prescription: TStorePrescription): TCoverLine[] {
  return prescription.requestedItems.map((item) => ({
    productId: item.productId,
    name: item.name,
    quantity: item.quantity,
    isCovered: isRxSchedule(item.schedule),
  }));
}

/**
 * Approval records what the pharmacist checked (Drugs Rules: dispensing against a valid prescription):
 * until when it is valid and which medicines, in which quantities, it covers.
 */
export function ApproveForm({
  storeId,
  prescription,
  isPending,
  onCancel,
  onApprove,
}: {
  storeId: string;
  prescription: TStorePrescription;
  isPending: boolean;
  onCancel: () => void;
  onApprove: (request: TReviewRequest) => void;
}) {
  const { t } = useStorePanelText();
  const [validUntil, setValidUntil] = useState(() => defaultValidUntil(prescription.issuedOn));
  const [lines, setLines] = useState(() => initialLines(prescription));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TApproveErrors>({});
  const today = indianToday();

  const updateLine = (productId: string, change: Partial<TCoverLine>) =>
    setLines((current) => current.map((line) => (line.productId === productId ? { ...line, ...change } : line)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = {
      decision: 'approve' as const,
      validUntil,
      covers: lines
        .filter((line) => line.isCovered)
        .map((line) => ({ productId: line.productId, quantity: line.quantity })),
      note: note.trim() === '' ? undefined : note.trim(),
    };
    const parsed = ZReviewRequest.safeParse(request);
    const next: TApproveErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      const key = field === 'validUntil' || field === 'note' ? field : 'covers';
      next[key] ??= issue.message;
    }
    // The server refuses a past date too; saying it here keeps the pharmacist in the form.
    if (!next.validUntil && validUntil < today) {
      next.validUntil = t('prescriptions.approve.pastDate');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) onApprove(request);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <InputField
        label={t('prescriptions.approve.validUntil')}
        type="date"
        min={today}
        value={validUntil}
        onChange={(event) => setValidUntil(event.target.value)}
        hint={t('prescriptions.approve.validHint', { date: formatIndianDate(prescription.issuedOn) })}
        error={errors.validUntil}
      />

      <fieldset className="space-y-2" aria-describedby={errors.covers ? 'covers-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('prescriptions.approve.covers')}</legend>
        {lines.length === 0 && <p className="text-sm text-slate-700">{t('prescriptions.approve.noItems')}</p>}
        {lines.map((line) => (
          <div key={line.productId} className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2">
            <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                checked={line.isCovered}
                onChange={(event) => updateLine(line.productId, { isCovered: event.target.checked })}
                className="h-5 w-5 accent-brand-700"
              />
              {line.name}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <span className="text-slate-600">{t('prescriptions.approve.qty')}</span>
              <input
                type="number"
                inputMode="numeric"
                aria-label={t('prescriptions.approve.quantityOf', { name: line.name })}
                min={1}
                max={100}
                value={line.quantity}
                disabled={!line.isCovered}
                onChange={(event) => updateLine(line.productId, { quantity: event.target.valueAsNumber || 0 })}
                className="h-11 w-20 rounded-lg border border-slate-300 px-2 text-base tabular-nums disabled:bg-slate-100"
              />
            </label>
          </div>
        ))}
        {errors.covers && (
          <p id="covers-error" className="text-sm text-red-700">
            {errors.covers}
          </p>
        )}
        <details className="rounded-lg bg-slate-50 p-2">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-brand-800">
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('prescriptions.approve.addAnother')}
          </summary>
          <div className="mt-2">
            <ShelfPicker
              storeId={storeId}
              requireShelf={false}
              addedIds={new Set(lines.map((line) => line.productId))}
              onAdd={(product) =>
                setLines((current) => [
                  ...current,
                  { productId: product.id, name: product.name, quantity: 1, isCovered: true },
                ])
              }
            />
          </div>
        </details>
      </fieldset>

      <TextareaField
        label={t('prescriptions.approve.note')}
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-20"
        error={errors.note}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('prescriptions.approve.back')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('prescriptions.approve.pending') : t('prescriptions.approve.submit')}
        </Button>
      </div>
    </form>
  );
}
