/**
 * CSV files the app hands out (the H1 register, stock exports, analytics tables). A cell starting with
 * = + - @ (or a tab or carriage return) is run as a formula by spreadsheet programs, so such cells are
 * prefixed with an apostrophe: an export never carries a formula, whatever a customer or store typed.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header line, then one line per row, CRLF-separated as RFC 4180 has it. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
