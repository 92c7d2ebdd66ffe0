import { describe, expect, it } from 'vitest';
import {
  APPROVAL_DISPENSED_STATUSES,
  APPROVAL_HOLDING_STATUSES,
  approvalShortfall,
  remainingPacks,
  shortfallMessage,
} from './dispensing';
import { ORDER_STATUSES } from './orders/status';

const explain = (...args: Parameters<typeof approvalShortfall>) => {
  const shortfall = approvalShortfall(...args);
  return shortfall && shortfallMessage(shortfall, 'customer');
};

const covers = [
  { productId: 'azee', name: 'Azee 500 Tablet', quantity: 1 },
  { productId: 'augmentin', name: 'Augmentin 625 Duo Tablet', quantity: 3 },
];

describe('what is left of a prescription approval', () => {
  it('is what was approved less what orders already hold, never below zero', () => {
    expect(remainingPacks(covers, [], 'augmentin')).toBe(3);
    expect(
      remainingPacks(
        covers,
        [
          { productId: 'augmentin', quantity: 1 },
          { productId: 'augmentin', quantity: 1 },
        ],
        'augmentin',
      ),
    ).toBe(1);
    expect(remainingPacks(covers, [{ productId: 'azee', quantity: 4 }], 'azee')).toBe(0);
    expect(remainingPacks(covers, [], 'not-covered')).toBe(0);
  });

  it('lets an order take exactly what is left', () => {
    const ordered = [{ productId: 'augmentin', name: 'Augmentin 625 Duo Tablet', quantity: 2 }];
    expect(explain(covers, [{ productId: 'augmentin', quantity: 1 }], ordered)).toBeNull();
  });

  it('refuses a second order of a one-pack approval, saying it was used up', () => {
    const ordered = [{ productId: 'azee', name: 'Azee 500 Tablet', quantity: 1 }];
    expect(explain(covers, [{ productId: 'azee', quantity: 1 }], ordered)).toBe(
      "The prescription's 1 pack of Azee 500 Tablet has already been ordered. Upload a new prescription for more.",
    );
  });

  it('says how many packs are left when an order asks for more', () => {
    const ordered = [{ productId: 'augmentin', name: 'Augmentin 625 Duo Tablet', quantity: 3 }];
    expect(explain(covers, [{ productId: 'augmentin', quantity: 1 }], ordered)).toBe(
      'Only 2 packs of Augmentin 625 Duo Tablet are left on the prescription (3 packs approved); this order has 3. Upload a new prescription for more.',
    );
  });

  it('tells the pharmacy to decline or ask for a new prescription', () => {
    const shortfall = approvalShortfall(
      covers,
      [{ productId: 'azee', quantity: 1 }],
      [{ productId: 'azee', name: 'Azee 500 Tablet', quantity: 1 }],
    );
    expect(shortfall && shortfallMessage(shortfall, 'pharmacy')).toBe(
      "The prescription's 1 pack of Azee 500 Tablet has already been dispensed. Reject the order or ask the customer for a new prescription.",
    );
  });

  it('refuses a medicine the approval does not cover at all', () => {
    const ordered = [{ productId: 'pan-d', name: 'Pan-D Capsule', quantity: 1 }];
    expect(explain(covers, [], ordered)).toMatch(/does not cover Pan-D Capsule/);
  });

  it('counts every order but a cancelled one as holding the approval, and accepted ones as dispensed', () => {
    expect(ORDER_STATUSES.filter((status) => !APPROVAL_HOLDING_STATUSES.includes(status as never))).toEqual([
      'cancelled',
    ]);
    expect(APPROVAL_DISPENSED_STATUSES).not.toContain('placed');
    expect(APPROVAL_DISPENSED_STATUSES).not.toContain('pending_payment');
    expect(APPROVAL_DISPENSED_STATUSES.every((status) => APPROVAL_HOLDING_STATUSES.includes(status))).toBe(true);
  });
});
