import {
  STOCK_CSV_COLUMNS,
  STOCK_IMPORT_MAX_CHARS,
  type TStockImportAction,
  type TStockImportResult,
} from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useImportStock } from '../api';

const ACTION_LABELS: Record<TStockImportAction, string> = {
  'new-product': 'New product',
  'new-batch': 'New batch',
  'update-batch': 'Count or price changes',
  unchanged: 'No change',
};
/** Bad rows listed at once; a file with more is usually the wrong file. */
const ERRORS_SHOWN = 50;

/**
 * Stock from a spreadsheet: the file is checked first (nothing changes) and every bad row is listed by its
 * line; only a clean file can then be applied, all rows in one go.
 */
export function ImportDialog({ storeId, open, onClose }: { storeId: string; open: boolean; onClose: () => void }) {
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
      setFileError('This file is larger than 2 MB. Split it into files of up to 10,000 rows.');
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
          toast.success('Stock updated from the file', {
            description: `${newProducts} new products, ${newBatches} new batches, ${updatedBatches} batches changed.`,
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
      title="Import stock from a CSV file"
      className="max-w-2xl"
      description={
        <>
          Columns: <code className="text-xs">{STOCK_CSV_COLUMNS.join(', ')}</code>. Each row sets how many units of a
          batch you hold now; price in rupees (leave empty to keep yours). An export from this page imports back as it
          is.
        </>
      }
    >
      <div className="space-y-4">
        <label className="block text-sm font-medium text-slate-800">
          Stock file (.csv, up to 10,000 rows)
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            className="mt-1.5 block w-full text-sm file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
          />
        </label>
        {importStock.isPending && (
          <p role="status" className="text-sm text-slate-700">
            {preview ? 'Importing…' : 'Checking the file…'}
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
              {preview.rows.toLocaleString('en-IN')} rows: {preview.counts.newProducts} new products,{' '}
              {preview.counts.newBatches} new batches, {preview.counts.updatedBatches} changed,{' '}
              {preview.counts.unchanged} unchanged.
            </p>
            {preview.errors.length > 0 && (
              <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                <p className="font-semibold">{preview.errors.length} rows need fixing before anything is imported:</p>
                <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
                  {preview.errors.slice(0, ERRORS_SHOWN).map((error) => (
                    <li key={error.line}>
                      Line {error.line}: {error.message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {preview.preview.length > 0 && (
              <div className="max-h-56 overflow-auto rounded-lg ring-1 ring-slate-200">
                <table className="w-full text-left text-xs">
                  <caption className="sr-only">The first rows as they will be imported</caption>
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <th scope="col" className="px-2 py-1.5">
                        Line
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        Product
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        Batch
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        Units
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        Price
                      </th>
                      <th scope="col" className="px-2 py-1.5">
                        What happens
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
                        <td className="px-2 py-1.5">{ACTION_LABELS[row.action]}</td>
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
            Cancel
          </Button>
          <Button onClick={apply} disabled={!isClean || importStock.isPending}>
            Import {preview ? preview.rows.toLocaleString('en-IN') : ''} rows
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
