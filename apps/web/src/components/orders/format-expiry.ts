/** Batch expiry as printed on strips: "06/2027" from "2027-06-30" or "2027-06". */
export function formatExpiry(expiryDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(expiryDate);
  return match ? `${match[2]}/${match[1]}` : expiryDate;
}
