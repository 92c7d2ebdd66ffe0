/** How the store panel's charts label their axes (the dashboard's and analytics' alike). */

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "25 Nov" for a calendar date (read as UTC: the date is already India's). */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Axis ticks in whole rupees, shortened: ₹1.2K, not ₹1,234.50. */
export const axisRupees = (paise: number) => compactRupees.format(paise / 100);

/** The axes' tick text: small and readable (slate-600 on white passes WCAG AA). */
export const AXIS_TICK = { fontSize: 11, fill: '#475569' };
export const GRID_STROKE = '#e2e8f0';
/** The brand's green, as the dashboard's bars. */
export const BAR_FILL = '#047857';
/** A second series drawn as a line over the bars (orders over money). */
export const LINE_STROKE = '#1d4ed8';
