import { describe, expect, it } from 'vitest';
import { nextAttempt } from './attempt-key';

let issued = 0;
const newKey = () => `key-${++issued}`;

describe('nextAttempt', () => {
  it('keeps the key while the request stays the same', () => {
    const request = { addressId: 'home', paymentMethod: 'online', expectedTotalPaise: 5400 };
    const first = nextAttempt(null, request, newKey);
    expect(nextAttempt(first, { ...request }, newKey).key).toBe(first.key);
  });

  it('starts a new attempt with a new key when anything in the request changes', () => {
    const first = nextAttempt(null, { paymentMethod: 'online', expectedTotalPaise: 5400 }, newKey);
    const second = nextAttempt(first, { paymentMethod: 'cod', expectedTotalPaise: 5400 }, newKey);
    expect(second.key).not.toBe(first.key);
  });
});
