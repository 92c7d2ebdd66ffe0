/**
 * Statements a pharmacy downloads for its accountant: the period's earnings (every order with its deductions,
 * and the monthly GST/TCS/TDS figures to match in GSTR-2X and Form 26AS) and one payout's settled entries, as
 * CSV or PDF, each naming the marketplace (GSTIN, TAN) and the store (GSTIN, PAN). Amounts are rupees with
 * paise: numbers in CSV, "INR" in PDF (the PDF's standard fonts have no ₹ sign).
 */
import { toCsv } from '@dawanow/shared/csv';
import { formatIndianDate } from '@dawanow/shared/dates';
import { PAYOUT_STATUS_LABELS, type TEarnings, type TPayout } from '@dawanow/shared/payouts/payouts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { StatementEntryRow } from './money.repository';

type Parties = Pick<TEarnings, 'marketplace' | 'store'>;
type Cell = string | number | null;
type Table = { title: string; header: string[]; rows: Cell[][] };

export type PayoutStatement = Parties & { payout: TPayout; entries: StatementEntryRow[] };

const rupees = (paise: number) => paise / 100;
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const ENTRY_LABELS: Record<string, string> = {
  sale: 'Sale',
  commission: 'Commission (10%)',
  commission_gst: 'GST on commission (18%)',
  tcs: 'TCS (CGST s.52)',
  tds: 'TDS (s.194-O)',
  cash_collected: 'Cash collected at the door',
  refund: 'Refund to the customer',
  commission_reversal: 'Commission given back',
  commission_gst_reversal: 'GST on commission given back',
  tcs_reversal: 'TCS given back',
  tds_reversal: 'TDS given back',
  adjustment: 'Adjustment',
  payout: 'Paid out',
  payout_return: 'Payout returned',
};

function partyRows({ marketplace, store }: Parties): Cell[][] {
  return [
    ['E-commerce operator', marketplace.legalName, `GSTIN ${marketplace.gstin}`, `TAN ${marketplace.tan}`],
    ['Pharmacy', store.name, `GSTIN ${store.gstin}`, `PAN ${store.pan ?? 'not given (TDS at 5%)'}`],
  ];
}

function earningsTables(earnings: TEarnings): Table[] {
  const t = earnings.totals;
  return [
    {
      title: `Earnings ${formatIndianDate(earnings.from)} – ${formatIndianDate(earnings.to)}`,
      header: ['Figure', 'Amount (INR)'],
      rows: [
        ['Sales', rupees(t.salesPaise)],
        ['Commission', rupees(t.commissionPaise)],
        ['GST on commission', rupees(t.commissionGstPaise)],
        ['TCS', rupees(t.tcsPaise)],
        ['TDS', rupees(t.tdsPaise)],
        ['Refunds', rupees(t.refundsPaise)],
        ['Cash collected at the door', rupees(t.cashCollectedPaise)],
        ['Adjustments', rupees(t.adjustmentsPaise)],
        ['Net to your balance', rupees(t.netPaise)],
      ],
    },
    {
      title: 'Monthly tax statement (GSTR-2X: TCS; Form 26AS: TDS)',
      header: [
        'Month',
        'Taxable supplies',
        'Returns',
        'Net taxable',
        'TCS CGST',
        'TCS SGST',
        'TCS IGST',
        'TDS base',
        'TDS',
      ],
      rows: earnings.months.map((month) => [
        month.month,
        rupees(month.suppliesTaxablePaise),
        rupees(month.returnsTaxablePaise),
        rupees(month.netTaxablePaise),
        rupees(month.tcsCgstPaise),
        rupees(month.tcsSgstPaise),
        rupees(month.tcsIgstPaise),
        rupees(month.tdsBasePaise),
        rupees(month.tdsPaise),
      ]),
    },
    {
      title: 'Adjustments by DawaNow',
      header: ['Date', 'Amount (INR)', 'Reason'],
      rows: earnings.adjustments.map((adjustment) => [
        formatIndianDate(adjustment.createdAt),
        rupees(adjustment.amountPaise),
        adjustment.reason,
      ]),
    },
    {
      title: 'Orders',
      header: [
        'Order',
        'Delivered',
        'Paid by',
        'Sale',
        'Commission',
        'GST',
        'TCS',
        'TDS',
        'Refund',
        'Cash',
        'Net',
        'Settlement',
      ],
      rows: earnings.orders.map((order) => [
        order.orderNumber,
        order.deliveredAt ? formatIndianDate(order.deliveredAt) : null,
        order.paymentMethod === 'cod' ? 'Cash' : 'Online',
        rupees(order.salesPaise),
        rupees(order.commissionPaise),
        rupees(order.commissionGstPaise),
        rupees(order.tcsPaise),
        rupees(order.tdsPaise),
        rupees(order.refundsPaise),
        rupees(order.cashCollectedPaise),
        rupees(order.netPaise),
        order.settlement.state === 'settled'
          ? `Payout ${formatIndianDate(order.settlement.settlementDate)}`
          : order.settlement.state === 'held'
            ? 'Held (dispute)'
            : `Settles ${formatIndianDate(order.settlement.settlesOn)}`,
      ]),
    },
  ];
}

function payoutTables(statement: PayoutStatement): Table[] {
  const { payout } = statement;
  return [
    {
      title: `Payout of ${formatIndianDate(payout.settlementDate)}`,
      header: ['Figure', 'Value'],
      rows: [
        ['Orders delivered before', formatIndianDate(payout.deliveredBefore)],
        ['Amount (INR)', rupees(payout.amountPaise)],
        ['Status', PAYOUT_STATUS_LABELS[payout.status]],
        ['UTR', payout.utr],
        ['Paid to', payout.destination],
      ],
    },
    {
      title: 'Entries settled',
      header: ['Date', 'Order', 'Paid by', 'Entry', 'Worked out on (INR)', 'Amount (INR)', 'Note'],
      rows: statement.entries.map((entry) => [
        formatIndianDate(entry.created_at),
        entry.number,
        entry.payment_method === 'cod' ? 'Cash' : entry.payment_method ? 'Online' : null,
        ENTRY_LABELS[entry.kind] ?? entry.kind,
        entry.base_paise === null ? null : rupees(entry.base_paise),
        rupees(entry.amount_paise),
        entry.reason,
      ]),
    },
  ];
}

function csvOf(parties: Parties, tables: Table[]): string {
  const blocks = [toCsv(['Party', 'Name', 'GST', 'Tax id'], partyRows(parties))];
  for (const table of tables) blocks.push(`\r\n${toCsv([table.title], [])}${toCsv(table.header, table.rows)}`);
  return blocks.join('');
}

// A4 landscape, in points
const PAGE = { width: 842, height: 595, margin: 36 };
const FONT_SIZE = 7.5;
const LINE = 11;

/** A plain PDF of the same tables: columns share the width, text is cut to its column. */
async function pdfOf(title: string, parties: Parties, tables: Table[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('DawaNow');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const text = (value: string, x: number, width: number, face: PDFFont, size = FONT_SIZE) => {
    // Standard fonts encode WinAnsi only: anything else is left out rather than failing the statement.
    let safe = value.replace(/[^\x20-\x7E\u00A0-\u00FF–—‘’“”•]/g, '?');
    while (safe.length > 1 && face.widthOfTextAtSize(safe, size) > width - 4) safe = safe.slice(0, -1);
    page.drawText(safe, { x, y, size, font: face, color: rgb(0.1, 0.1, 0.1) });
  };
  const row = (cells: Cell[], face: PDFFont) => {
    if (y < PAGE.margin + LINE) newPage();
    const width = (PAGE.width - 2 * PAGE.margin) / cells.length;
    cells.forEach((cell, index) => {
      const value = typeof cell === 'number' ? inr.format(cell) : (cell ?? '');
      text(value, PAGE.margin + index * width, width, face);
    });
    y -= LINE;
  };
  text(title, PAGE.margin, PAGE.width, bold, 13);
  y -= 2 * LINE;
  for (const cells of partyRows(parties)) row(cells, font);
  for (const table of tables) {
    y -= LINE;
    if (y < PAGE.margin + 3 * LINE) newPage();
    text(table.title, PAGE.margin, PAGE.width, bold, 9);
    y -= LINE + 2;
    row(table.header, bold);
    for (const cells of table.rows) row(cells, font);
    if (table.rows.length === 0) row(['Nothing in this period'], font);
  }
  return pdf.save();
}

export const statements = {
  earningsCsv: (earnings: TEarnings) => csvOf(earnings, earningsTables(earnings)),
  earningsPdf: (earnings: TEarnings) =>
    pdfOf(`DawaNow earnings statement — ${earnings.store.name}`, earnings, earningsTables(earnings)),
  payoutCsv: (statement: PayoutStatement) => csvOf(statement, payoutTables(statement)),
  payoutPdf: (statement: PayoutStatement) =>
    pdfOf(`DawaNow payout statement — ${statement.store.name}`, statement, payoutTables(statement)),
};
