/** The 4-digit code the customer reads out at the door (ARCHITECTURE §4), made and compared safely. */
import { randomInt, timingSafeEqual } from 'node:crypto';

/** A random code; never `replacing`, so a replaced code always changes. */
export function newDeliveryCode(replacing?: string): string {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  return code === replacing ? newDeliveryCode(replacing) : code;
}

/** Compared in constant time, so response times do not tell how many digits were right. */
export function isDeliveryCode(entered: string, code: string): boolean {
  const [a, b] = [Buffer.from(entered), Buffer.from(code)];
  return a.length === b.length && timingSafeEqual(a, b);
}
