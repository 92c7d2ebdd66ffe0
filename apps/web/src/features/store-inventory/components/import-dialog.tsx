import { STOCK_CSV_COLUMNS, STOCK_IMPORT_MAX_CHARS, type TStockImportResult } from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { type ChangeEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useImportStock } from '../api';

/** Bad rows listed at once; a file with more is usually the wrong file. */
const ERRORS_SHOWN = 50;

/**
 * Stock from a spreadsheet: the file is checked first (nothing changes) and every bad row is listed by its
 * line; only a clean file can then be applied, all rows in one go.
 */
export function ImportDialog({ storeId, open, onClose }: { storeId: string; open: boolean; onClose: () => void }) {
  const { t } = useStorePanelText();
  const importStock = useImportStock(storeId);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<TStockImportResult | null>(null);

  function close() {
    setCsv(null);
    setPreview(null);
    setFileError(undefined);
    importStock.reset();
    onClose();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setFileError(undefined);
    if (!file) return;
    if (file.size > STOCK_IMPORT_MAX_CHARS) {
      setFileError(t('inventory.import.tooLarge'));
      return;
    }
    const text = await file.text();
    setCsv(text);
    importStock.mutate(
      { csv: text, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setFileError(error.message) },
    );
  }

  function apply() {
    if (!csv) return;
    importStock.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          if (!result.applied) {
            setPreview(result);
            return;
          }
          const { newProducts, newBatches, updatedBatches } = result.counts;
          toast.success(t('inventory.import.done'), {
            description: t('inventory.import.doneDescription', { newProducts, newBatches, updatedBatches }),
          });
          close();
        },
        onError: (error) => setFileError(error.message),
      },
    );
  }

  const isClean = preview !== null && preview.errors.length === 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('inventory.import.title')}
      className="max-w-2xl"
      description={
        <Trans
          t={t}
          i18nKey="inventory.import.description"
          values={{ columns: STOCK_CSV_COLUMNS.join(', ') }}
          components={{ code: <code className="text-xs" /> }}
        />
      }
    >
      <div className="space-y-4">
        <label className="block text-sm font-medium text-slate-800">
          {t('inventory.import.file')}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            className="mt-1.5 block w-full text-sm file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
          />
        </label>
        {importStock.isPending && (
          <p role="status" className="text-sm text-slate-700">
            {preview ? t('inventory.import.importing') : t('inventory.import.checking')}
          </p>
        )}
        {fileError && (
          <p role="alert" className="text-sm text-red-700">
            {fileError}
          </p>
        )}
        {preview && (
          <div className="space-y-3">
            <p className="text-sm text-slate-800">
              {t('inventory.import.summary', {
                rows: preview.rows,
                newProducts: preview.counts.newProducts,
                newBatches: preview.counts.newBatches,
                updated: preview.counts.updatedBatches,
                unchanged: preview.counts.unchanged,
              })}
            </p>
            {preview.errors.length > 0 && (
              <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                <p className="font-semibold">{t('inventory.import.errors', { count: preview.errors.length })}</p>
                <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
                  {preview.errors.slice(0, ERRORS_SHOWN).map((error) => (
                    <li key={error.line}>{t('inventory.import.line', { line: error.line, message: error.message })}</li>
                  ))}
                </ul>
              </div>
            )}
            {preview.preview.length > 0 && (
              <div className="max-h-56 overflow-auto rounded-lg ring-1 ring-slate-200">
                <table className="w-full text-left text-xs">
                  <caption className="sr-only">{t('inventory.import.caption')}</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <th scope="col" className="px-2 py-1.5">
                        {t('inventory.import.columns.line')}
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        {t('inventory.import.columns.product')}
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        {t('inventory.import.columns.batch')}
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        {t('inventory.import.columns.units')}
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        {t('inventory.import.columns.price')}
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        {t('inventory.import.columns.action')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {preview.preview.map((row) => (
                      <tr key={row.line}>
                        <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                        <td className="px-2 py-1.5">{row.name}</td>
                        <td className="px-2 py-1.5">{row.batchNumber}</td>
                        <td className="px-2 py-1.5 tabular-nums">{row.quantity}</td>
                        <td className="px-2 py-1.5 tabular-nums">{formatRupees(row.pricePaise)}</td>
                        <td className="px-2 py-1.5">{t(`inventory.import.actions.${row.action}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            {t('inventory.import.cancel')}
          </Button>
          <Button onClick={apply} disabled={!isClean || importStock.isPending}>
            {t('inventory.import.submit', { rows: preview ? preview.rows.toLocaleString('en-IN') : '' })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
