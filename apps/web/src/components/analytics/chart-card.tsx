import { hourSlot, type TAnalyticsTable, type TColumnKind } from '@dawanow/shared/analytics';
import { formatRupees } from '@dawanow/shared/money';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePanelText } from '@/components/panel-text';
import { buttonClasses } from '@/components/ui/button';
import { formatDay } from '@/lib/chart-format';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n/i18n';

const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/**
 * "4 min 30 s", "1 h 5 min": how long a step took, for people. Read from the panel's words when called (table
 * cells and figures call it outside a component; the panels stay English, so no language change redraws them).
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return i18n.t('panel:analytics.duration.seconds', { seconds: whole });
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) {
    return whole % 60
      ? i18n.t('panel:analytics.duration.minutesSeconds', { minutes, seconds: whole % 60 })
      : i18n.t('panel:analytics.duration.minutes', { minutes });
  }
  return minutes % 60
    ? i18n.t('panel:analytics.duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
    : i18n.t('panel:analytics.duration.hours', { hours: minutes / 60 });
}

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

function formatCell(kind: TColumnKind, value: string | number | null): string {
  if (value === null) return '—';
  if (typeof value === 'string') return kind === 'date' ? formatDay(value) : value;
  switch (kind) {
    case 'money':
      return formatRupees(value);
    case 'rate':
      return formatRate(value);
    case 'duration':
      return formatDuration(value);
    case 'hour':
      return hourSlot(value);
    default:
      return count.format(value);
  }
}

const isNumeric = (kind: TColumnKind) => kind !== 'text' && kind !== 'date' && kind !== 'hour';

/** The chart's rows as a table, folded away until asked for. */
function TableDetails({ table }: { table: TAnalyticsTable }) {
  const { t } = usePanelText();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer py-2 font-medium text-brand-800">{t('analytics.showTable')}</summary>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{table.title}</caption>
          <thead>
            <tr className="text-slate-600">
              {table.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn('py-1 pr-3 font-medium', isNumeric(column.kind) && 'text-right')}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={table.columns.length} className="py-2 text-slate-700">
                  {t('analytics.nothingInPeriod')}
                </td>
              </tr>
            )}
            {table.rows.map((row, rowIndex) => (
              // Rows are positions in a fixed table (days, hours, ranks): the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={rowIndex} className="border-t border-slate-100">
                {row.map((value, index) => {
                  const kind = table.columns[index]?.kind ?? 'text';
                  return (
                    <td
                      key={table.columns[index]?.label}
                      className={cn('py-1 pr-3', isNumeric(kind) && 'text-right tabular-nums')}
                    >
                      {formatCell(kind, value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * A chart with the table behind it (for screen readers, keyboards and anyone who wants the numbers) and that
 * table as a CSV file. The table's rows come from `analyticsTable`, the same the server writes into the CSV.
 */
export function ChartCard({
  id,
  table,
  csvUrl,
  isEmpty,
  emptyText,
  children,
  className,
  showsTable = false,
}: {
  /** Names the card's heading for its section */
  id: string;
  /** The children are the table itself (a sortable one): no second copy under "Show table" */
  showsTable?: boolean;
  table: TAnalyticsTable;
  csvUrl: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = usePanelText();
  const titleId = `analytics-${id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn('min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {table.title}
        </h2>
        <a
          href={csvUrl}
          download
          className={buttonClasses('ghost', 'sm', 'text-brand-800')}
          aria-label={t('analytics.downloadCsv', { title: table.title.toLowerCase() })}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {t('analytics.csv')}
        </a>
      </div>
      {isEmpty ? <p className="mt-2 text-sm text-slate-700">{emptyText}</p> : <div className="mt-3">{children}</div>}
      {!showsTable && <TableDetails table={table} />}
    </section>
  );
}
