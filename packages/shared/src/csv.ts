/**
 * CSV files for spreadsheets (RFC 4180, CRLF line ends). Every export goes through `csvCell`, so a cell that a
 * spreadsheet would run as a formula (OWASP "CSV injection": a leading =, +, -, @, tab or carriage return) is
 * kept as text, whoever typed it — a product name, a customer's note, a batch number.
 */

/** Starts a formula in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula-looking text gets a leading apostrophe; commas, quotes and line breaks are quoted. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are the export's own figures (a refund can make one negative): written as they are.
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
