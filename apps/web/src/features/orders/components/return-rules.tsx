import { NEAR_EXPIRY_MONTHS, NON_MEDICINE_RETURN_DAYS, REFUND_REPORT_WINDOW_HOURS } from '@dawanow/shared/constants';

/** SPEC §5 returns policy in short, next to the refund form, so nobody asks for what cannot be returned. */
export function ReturnRules() {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-medium text-slate-900">What can be returned</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>Report a problem within {REFUND_REPORT_WINDOW_HOURS} hours of delivery.</li>
        <li>
          Medicines only if damaged in transit, the wrong item, or expired or near expiry (under {NEAR_EXPIRY_MONTHS}{' '}
          months left).
        </li>
        <li>Other products within {NON_MEDICINE_RETURN_DAYS} days, unopened and in the original packaging.</li>
        <li>
          Not returnable: opened or used products, products without original packaging, temperature-controlled
          medicines, personal care items and items marked non-returnable.
        </li>
      </ul>
    </div>
  );
}
