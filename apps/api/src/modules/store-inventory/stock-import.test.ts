import { describe, expect, it } from 'vitest';
import { planStockImport, readExpiry, readRupees, readStockFile } from './stock-import';

describe('readExpiry', () => {
  it.each([
    ['2027-06-30', '2027-06-30'],
    ['30/06/2027', '2027-06-30'],
    ['1-6-2027', '2027-06-01'],
    ['06/2027', '2027-06-30'],
    ['02/2028', '2028-02-29'],
    ['2-2027', '2027-02-28'],
  ])('reads %s as %s', (text, iso) => {
    expect(readExpiry(text)).toBe(iso);
  });

  it.each(['2027-02-30', '31/04/2027', '13/2027', '2027/06/30', 'June 2027', '', '00/2027', '06/1999'])(
    'refuses %s',
    (text) => {
      expect(readExpiry(text)).toBeNull();
    },
  );
});

describe('readRupees', () => {
  it('reads rupees with up to two decimals as paise', () => {
    expect(readRupees('45')).toBe(4500);
    expect(readRupees('45.5')).toBe(4550);
    expect(readRupees('45.05')).toBe(4505);
  });
  it.each(['₹45', '1,200', '45.555', '-4', '4e3', ''])('refuses %s', (text) => {
    expect(readRupees(text)).toBeNull();
  });
});

describe('planStockImport', () => {
  const today = '2026-11-25';
  const product = { id: 'p1', sku: 'SKU-1', name: 'Dolo 650', mrpPaise: 3000, isActive: true, shelfPricePaise: 2800 };
  const file = (lines: string[]) => readStockFile(['sku,batch,expiry,quantity,price', ...lines].join('\n'));

  it('says what each row will do', () => {
    const { rows } = file([
      'SKU-1,A1,2027-01-31,10,',
      'SKU-1,A2,2027-03-31,5,',
      'SKU-1,A3,2027-04-30,7,',
      'SKU-1,OLD,2026-10-31,0,',
    ]);
    const batches = [
      { id: 'b1', productId: 'p1', batchNumber: 'A1', expiryDate: '2027-01-31', quantity: 10 },
      { id: 'b2', productId: 'p1', batchNumber: 'A2', expiryDate: '2027-03-31', quantity: 9 },
      { id: 'b3', productId: 'p1', batchNumber: 'OLD', expiryDate: '2026-10-31', quantity: 2 },
    ];
    const { planned, errors } = planStockImport(rows, [product], batches, today);
    expect(errors).toEqual([]);
    expect(planned.map((row) => [row.batchNumber, row.action])).toEqual([
      ['A1', 'unchanged'],
      ['A2', 'update-batch'],
      ['A3', 'new-batch'],
      ['OLD', 'update-batch'],
    ]);
  });

  it('refuses a new expired batch, a price above MRP, two prices for one product and a new product without price', () => {
    const { rows } = file([
      'SKU-1,X1,2026-11-24,3,25',
      'SKU-1,X2,2027-01-31,3,31',
      'SKU-1,X3,2027-01-31,3,25',
      'SKU-1,X4,2027-01-31,3,26',
      'SKU-2,Y1,2027-01-31,3,',
    ]);
    const newcomer = { ...product, id: 'p2', sku: 'SKU-2', shelfPricePaise: null };
    const { errors } = planStockImport(rows, [product, newcomer], [], today);
    expect(errors.map((error) => error.line)).toEqual([2, 3, 5, 6]);
    expect(errors[2]?.message).toContain('line 2');
  });

  it('reports a repeated batch and a short row by line, keeping the good rows', () => {
    const { rows, errors } = file(['SKU-1,A1,2027-01-31,10,', 'SKU-1,A1,2027-01-31,11,', 'SKU-1,A9']);
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, message: 'SKU SKU-1 batch A1 is also on line 2' },
      { line: 4, message: 'Expected 5 cells, found 2' },
    ]);
  });
});
