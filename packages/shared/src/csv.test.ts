import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['+91 98450 12345', "'+91 98450 12345"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
  ])('neutralises a formula: %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Dolo 650, strip')).toBe('"Dolo 650, strip"');
    expect(csvCell('He said "ok"')).toBe('"He said ""ok"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Paracetamol')).toBe('Paracetamol');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });
});

it('toCsv writes a header and rows with CRLF line ends', () => {
  expect(
    toCsv(
      ['SKU', 'Units'],
      [
        ['A-1', 5],
        ['=B', null],
      ],
    ),
  ).toBe("SKU,Units\r\nA-1,5\r\n'=B,\r\n");
});
