import { COMMISSION_PERCENT } from '@dawanow/shared/constants';
import { COMMISSION_GST_RATE } from '@dawanow/shared/orders/bill';
import { SETTLEMENT_RHYTHM, TCS_RATE, tdsRate } from '../money-terms';

/** What each deduction is and the law behind it, in plain words (partner agreement v1.0, SPEC §9). */
export function DeductionsExplainer() {
  return (
    <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
      <li>
        <strong>Commission:</strong> DawaNow keeps {COMMISSION_PERCENT}% of each order’s medicines, on their value
        without GST, and charges {COMMISSION_GST_RATE}% GST on that commission.
      </li>
      <li>
        <strong>TCS:</strong> {TCS_RATE} of the order’s value without GST, collected under section 52 of the CGST Act.
        DawaNow files it in GSTR-8; you see it in GSTR-2X and claim it against your GST.
      </li>
      <li>
        <strong>TDS:</strong> {tdsRate(true)} of the same value under section 194-O of the Income-tax Act (
        {tdsRate(false)} if we have no PAN for you). It shows in your Form 26AS and counts towards your income tax.
      </li>
      <li>
        <strong>Refunds:</strong> a refund comes out of your earnings, and the commission, its GST, TCS and TDS on the
        refunded part are given back.
      </li>
      <li>
        <strong>Cash orders:</strong> the customer paid you at the door, so you already hold the money. Their deductions
        are taken from your next payout.
      </li>
      <li>{SETTLEMENT_RHYTHM}</li>
    </ul>
  );
}
