import { prescriptionsApi } from '@dawanow/shared/api/prescriptions';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { RECORD_RETENTION_YEARS } from '@dawanow/shared/prescriptions';
import { BookOpen, Download, Lock } from 'lucide-react';
import { useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { SkeletonList } from '@/components/ui/skeleton';
import { ApiError, apiUrl } from '@/lib/api-client';
import { h1RegisterInput, useH1Register } from '../api';
import { currentIndianMonth } from '../review-dates';

const COLUMNS = [
  'dispensedAt',
  'order',
  'patient',
  'address',
  'prescriber',
  'registration',
  'drug',
  'quantity',
  'batch',
] as const;

/** Drugs Rules Sch. H1: every sale is recorded with patient, prescriber, drug, quantity and batch, and kept. */
export function H1Register({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const [range, setRange] = useState(() => currentIndianMonth());
  const register = useH1Register(storeId, range.from, range.to);
  const isRangeValid = range.from !== '' && range.to !== '' && range.from <= range.to;

  return (
    <section aria-labelledby="h1-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="h1-title" className="text-lg font-semibold text-slate-900">
            {t('prescriptions.h1.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('prescriptions.h1.intro', { years: RECORD_RETENTION_YEARS })}</p>
        </div>
        <a
          href={
            isRangeValid
              ? apiUrl(prescriptionsApi.h1Register, h1RegisterInput(storeId, range.from, range.to, 'csv'))
              : undefined
          }
          aria-disabled={!isRangeValid}
          className={buttonClasses('outline', 'md', !isRangeValid ? 'pointer-events-none opacity-50' : undefined)}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {t('prescriptions.h1.download')}
        </a>
      </div>

      <div className="flex flex-wrap gap-3">
        <InputField
          label={t('prescriptions.h1.from')}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <InputField
          label={t('prescriptions.h1.to')}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
          error={isRangeValid ? undefined : t('prescriptions.h1.rangeError')}
        />
      </div>

      {!isRangeValid ? null : register.isPending ? (
        <div role="status" aria-label={t('prescriptions.h1.loading')} className="space-y-2">
          <SkeletonList count={4} className="h-10 w-full" />
        </div>
      ) : register.isError ? (
        register.error instanceof ApiError && register.error.code === 'FORBIDDEN' ? (
          <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
            <Lock className="mt-0.5 h-5 w-5 flex-none text-amber-800" aria-hidden="true" />
            <p className="text-sm text-amber-900">{t('prescriptions.h1.forbidden')}</p>
          </div>
        ) : (
          <ErrorState message={t('prescriptions.h1.loadError')} onRetry={() => void register.refetch()} />
        )
      ) : register.data.entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <BookOpen className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="text-sm text-slate-700">{t('prescriptions.h1.empty')}</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[960px] text-left text-sm">
            <caption className="sr-only">{t('prescriptions.h1.caption')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`prescriptions.h1.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {register.data.entries.map((entry) => (
                <tr key={`${entry.orderNumber}-${entry.drugName}-${entry.batchNumber}`} className="align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={entry.dispensedAt}>{formatIndianDateTime(entry.dispensedAt)}</time>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{entry.orderNumber}</td>
                  <td className="px-3 py-2">{entry.patientName}</td>
                  <td className="px-3 py-2">{entry.patientAddress}</td>
                  <td className="px-3 py-2">{entry.prescriberName}</td>
                  <td className="px-3 py-2">{entry.prescriberRegistration}</td>
                  <td className="px-3 py-2">{entry.drugName}</td>
                  <td className="px-3 py-2 tabular-nums">{entry.quantity}</td>
                  <td className="px-3 py-2">{entry.batchNumber}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
