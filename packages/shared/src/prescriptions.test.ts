import { describe, expect, it } from 'vitest';
import { indianToday } from './dates';
import { ZPrescriptionDetails } from './prescriptions';

const details = (issuedOn: string) => ({ patientName: 'Asha Menon', issuedOn });

describe('the prescription date', () => {
  it('may be today in India', () => {
    expect(ZPrescriptionDetails.safeParse(details(indianToday())).success).toBe(true);
  });

  it('may not be tomorrow in India, whatever the hour', () => {
    const tomorrow = indianToday(new Date(Date.now() + 24 * 60 * 60_000));
    const result = ZPrescriptionDetails.safeParse(details(tomorrow));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The prescription date cannot be in the future',
    ]);
  });
});
