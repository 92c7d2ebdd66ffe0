import { requiresPrescription, ZDrugSchedule } from '@dawanow/shared/products';

/** `requestedItems[].schedule` is a plain string in the contract; anything unknown is treated as needing Rx. */
export function isRxSchedule(schedule: string): boolean {
  const parsed = ZDrugSchedule.safeParse(schedule);
  return !parsed.success || requiresPrescription(parsed.data);
}
