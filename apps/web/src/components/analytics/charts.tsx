/** The analytics charts (Recharts), drawn for the eye only: each sits in a ChartCard with its table. */

import { hourSlot } from '@dawanow/shared/analytics';
import { formatRupees } from '@dawanow/shared/money';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '@/components/analytics/chart-frame';
import { Legend } from '@/components/analytics/legend';
import { usePanelText } from '@/components/panel-text';
import { AXIS_TICK, axisRupees, BAR_FILL, formatDay, GRID_STROKE, LINE_STROKE } from '@/lib/chart-format';

/** Money as bars and orders as a line, one day each; `moneyLabel` names the money in the tooltip. */
export function SalesByDayChart({
  days,
  moneyLabel,
}: {
  days: { date: string; orders: number; salesPaise: number }[];
  moneyLabel?: string;
}) {
  const { t } = usePanelText();
  return (
    <ChartFrame>
      <ComposedChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} interval="preserveStartEnd" />
        <YAxis yAxisId="sales" tickFormatter={axisRupees} tick={AXIS_TICK} width={56} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={AXIS_TICK} width={32} />
        <Tooltip
          formatter={(value, key) =>
            key === 'salesPaise'
              ? [formatRupees(Number(value)), moneyLabel ?? t('analytics.sales')]
              : [String(value), t('analytics.orders')]
          }
          labelFormatter={(date) => formatDay(String(date))}
        />
        <Bar yAxisId="sales" dataKey="salesPaise" fill={BAR_FILL} radius={[4, 4, 0, 0]} maxBarSize={48} />
        <Line yAxisId="orders" dataKey="orders" stroke={LINE_STROKE} strokeWidth={2} dot={days.length <= 31} />
      </ComposedChart>
    </ChartFrame>
  );
}

export function OrdersByHourChart({ hours }: { hours: { hour: number; orders: number }[] }) {
  const { t } = usePanelText();
  return (
    <ChartFrame>
      <BarChart data={hours} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis dataKey="hour" tick={AXIS_TICK} interval={2} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={32} />
        <Tooltip
          formatter={(value) => [String(value), t('analytics.orders')]}
          labelFormatter={(hour) => hourSlot(Number(hour))}
        />
        <Bar dataKey="orders" fill={BAR_FILL} radius={[4, 4, 0, 0]} maxBarSize={32} />
      </BarChart>
    </ChartFrame>
  );
}

/** Long names are cut on the axis (the table has them whole). */
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** The best sellers by value, largest first, as they are given. */
export function TopSalesChart({ rows }: { rows: { name: string; salesPaise: number }[] }) {
  const { t } = usePanelText();
  return (
    <ChartFrame height={rows.length > 5 ? 'h-80' : 'h-48'}>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis type="number" tickFormatter={axisRupees} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="name" tickFormatter={shortName} tick={AXIS_TICK} width={120} />
        <Tooltip formatter={(value) => [formatRupees(Number(value)), t('analytics.sales')]} />
        <Bar dataKey="salesPaise" fill={BAR_FILL} radius={[0, 4, 4, 0]} maxBarSize={32} />
      </BarChart>
    </ChartFrame>
  );
}

/** Orders lost by reason, each bar coloured by what happened, with the legend of `kinds` (colour and label). */
export function LossesChart<TKind extends string>({
  losses,
  kinds,
}: {
  losses: { kind: TKind; reason: string; orders: number }[];
  kinds: Record<TKind, { fill: string; label: string }>;
}) {
  const legend: [string, string][] = Object.values<{ fill: string; label: string }>(kinds).map((kind) => [
    kind.fill,
    kind.label,
  ]);
  const { t } = usePanelText();
  return (
    <>
      <ChartFrame height={losses.length > 4 ? 'h-72' : 'h-44'}>
        <BarChart data={losses} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
          <YAxis type="category" dataKey="reason" tickFormatter={shortName} tick={AXIS_TICK} width={120} />
          <Tooltip formatter={(value) => [String(value), t('analytics.orders')]} />
          <Bar dataKey="orders" radius={[0, 4, 4, 0]} maxBarSize={32}>
            {losses.map((loss) => (
              <Cell key={`${loss.kind}-${loss.reason}`} fill={kinds[loss.kind].fill} />
            ))}
          </Bar>
        </BarChart>
      </ChartFrame>
      <Legend items={legend} />
    </>
  );
}
