/** ARCHITECTURE §3: money is integer paise, shown as rupees with Indian digit grouping (₹1,00,000). */

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats paise as rupees; whole amounts drop the ".00" the way Indian price tags do. */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesWithPaise.format(paise / 100);
}

/** Converts a rupee amount (e.g. from a form) to paise, rounding half away from zero to the paisa. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  // 1.005 × 100 is 100.49999… in binary; 15 significant digits restore the decimal the user typed.
  return Math.sign(rupees) * Math.round(Number((Math.abs(rupees) * 100).toPrecision(15)));
}
