import { formatRupees } from '@dawanow/shared/money';
import type { TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { AXIS_TICK, axisRupees, BAR_FILL, formatDay, GRID_STROKE } from '@/lib/chart-format';

type TDay = TStoreDashboard['salesByDay'][number];

/** The last 14 days' sales as bars, with the same figures in a table for screen readers and keyboards. */
export function SalesChart({ days }: { days: TDay[] }) {
  const { t } = useStorePanelText();
  const hasSales = days.some((day) => day.salesPaise > 0);
  return (
    <section aria-labelledby="sales-chart-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="sales-chart-title" className="font-semibold text-slate-900">
        {t('dashboard.chart.title')}
      </h2>
      {hasSales ? (
        <div className="mt-3 h-56" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke={GRID_STROKE} />
              <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} interval="preserveStartEnd" />
              <YAxis tickFormatter={axisRupees} tick={AXIS_TICK} width={56} />
              <Tooltip
                formatter={(paise) => [formatRupees(Number(paise)), t('dashboard.chart.sales')]}
                labelFormatter={(date) => formatDay(String(date))}
              />
              <Bar dataKey="salesPaise" fill={BAR_FILL} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('dashboard.chart.empty')}</p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-800">{t('dashboard.chart.showTable')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('dashboard.chart.caption')}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 font-medium">
                {t('dashboard.chart.day')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('dashboard.chart.orders')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('dashboard.chart.sales')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {formatDay(day.date)}
                </th>
                <td className="py-1 text-right tabular-nums">{day.orders}</td>
                <td className="py-1 text-right tabular-nums">{formatRupees(day.salesPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
