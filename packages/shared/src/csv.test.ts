import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('keeps %j from running as a formula', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Paracip 500, strip')).toBe('"Paracip 500, strip"');
    expect(csvCell('6" bandage')).toBe('"6"" bandage"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Dolo 650 Tablet')).toBe('Dolo 650 Tablet');
  });

  it('writes numbers as numbers (a negative figure is data, not a formula) and nothing for null', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and rows, each line ended by CRLF', () => {
    expect(
      toCsv(
        ['Day', 'Sales (₹)'],
        [
          ['2026-11-25', 1234.5],
          ['=evil', null],
        ],
      ),
    ).toBe("Day,Sales (₹)\r\n2026-11-25,1234.5\r\n'=evil,\r\n");
  });
});
