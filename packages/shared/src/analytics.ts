/**
 * What the analytics screens share (`/store/analytics`, `/admin/analytics`): a range of Indian (Asia/Kolkata) days,
 * and tables of raw values behind each chart, which the page formats for people and the CSV writes as plain numbers.
 */
import { z } from 'zod';
import { toCsv } from './csv';
import { calendarDate, indianToday } from './dates';

/** The longest range a store may ask for: a year, leap day included. */
export const ANALYTICS_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included ("YYYY-MM-DD", Indian calendar days). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `days` Indian calendar days ending with `to`, as a range (the presets: today, 7 days, 30 days). */
export function rangeEndingOn(to: string, days: number): { from: string; to: string } {
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
}

export const ZAnalyticsRange = z
  .object({ from: calendarDate('Enter a start date'), to: calendarDate('Enter an end date') })
  .check((ctx) => {
    const { from, to } = ctx.value;
    const refuse = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, input: ctx.value, path: [path] });
    if (from > to) refuse('The start date must not be after the end date', 'from');
    else if (daysInRange(from, to) > ANALYTICS_MAX_DAYS) refuse(`Choose at most ${ANALYTICS_MAX_DAYS} days`, 'from');
    // A day later than today in India has nothing yet; a date a day ahead of a clock elsewhere is still refused.
    if (to > indianToday()) refuse('The end date cannot be after today', 'to');
  });
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;

/** How a column's raw values read: money in paise, rates 0–1, durations in seconds. */
export type TColumnKind = 'date' | 'hour' | 'text' | 'count' | 'money' | 'rate' | 'duration';
export type TAnalyticsTable = {
  title: string;
  columns: { label: string; kind: TColumnKind }[];
  rows: (string | number | null)[][];
};

/** An hour of the day as a slot: 9 → "09:00–10:00". */
export function hourSlot(hour: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;
}

/** A column's header in a CSV file, naming the unit its plain numbers are in. */
const CSV_UNIT: Partial<Record<TColumnKind, string>> = { money: ' (₹)', rate: ' (%)', duration: ' (minutes)' };

/** A raw value as a plain spreadsheet number or text: rupees, percentages and minutes, rounded. */
function csvValue(kind: TColumnKind, value: string | number | null): string | number | null {
  if (value === null || typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return value / 100;
    case 'rate':
      return Math.round(value * 1000) / 10;
    case 'duration':
      return Math.round(value / 6) / 10;
    case 'hour':
      return hourSlot(value);
    default:
      return value;
  }
}

function csvHeader(column: TAnalyticsTable['columns'][number]): string {
  return `${column.label}${CSV_UNIT[column.kind] ?? ''}`;
}

/** A chart's table as a CSV file's text: the rows the page shows, as plain numbers a spreadsheet adds up. */
export function analyticsCsv(table: TAnalyticsTable): string {
  return toCsv(
    table.columns.map(csvHeader),
    table.rows.map((row) => row.map((value, index) => csvValue(table.columns[index]?.kind ?? 'text', value))),
  );
}

/** The best-selling medicines' table, as both analytics screens show it. */
export function topMedicinesTable(medicines: { name: string; units: number; salesPaise: number }[]): TAnalyticsTable {
  return {
    title: 'Top medicines',
    columns: [
      { label: 'Medicine', kind: 'text' },
      { label: 'Units', kind: 'count' },
      { label: 'Sales', kind: 'money' },
    ],
    rows: medicines.map((medicine) => [medicine.name, medicine.units, medicine.salesPaise]),
  };
}
