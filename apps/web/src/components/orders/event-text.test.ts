import type { TOrderEvent } from '@dawanow/shared/orders/customer';
import { orderEventEnglish, type TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCommonText } from '@/lib/i18n/common-text';
import { switchLanguage } from '@/lib/i18n/i18n';
import { eventWords } from './event-text';
import { useOrdersText } from './text';

type TWritten = Exclude<TOrderEventMessage, { code: 'other' }>;

const from = 'Apollo Pharmacy MG Road';
const store = 'MedPlus Indiranagar';
/** Every code, and each variant its sentences have */
const EVERY_MESSAGE: TWritten[] = [
  { code: 'awaiting_payment', values: { minutes: 15 } },
  { code: 'order_placed', values: { store } },
  { code: 'order_placed', values: { store: null } },
  { code: 'payment_received', values: { method: 'upi' } },
  { code: 'payment_received', values: { method: null } },
  { code: 'payment_failed', values: { reason: null } },
  { code: 'payment_failed', values: { reason: 'The bank declined the payment.' } },
  { code: 'payment_retried', values: {} },
  { code: 'late_payment_refunded', values: {} },
  { code: 'extra_payment_refunded', values: {} },
  { code: 'accepted', values: { store } },
  { code: 'store_declined', values: { store, reason: 'Items out of stock' } },
  { code: 'sent_to_next', values: { store, from, why: 'declined', reason: 'Too many orders right now' } },
  { code: 'sent_to_next', values: { store, from, why: 'not_taking_orders', reason: null } },
  { code: 'sent_to_next', values: { store, from, why: 'no_answer', reason: null } },
  { code: 'moved_by_support', values: { store, reason: 'The first pharmacy asked us to move it' } },
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 6.4, minutes: 65, money: 'refund', differencePaise: 2500, totalPaise: 51_250 },
  },
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 0.8, minutes: 40, money: 'cash', differencePaise: 2500, totalPaise: 51_250 },
  },
  {
    code: 'standard_delivery',
    values: { store, distanceKm: 6.4, minutes: 60, money: 'none', differencePaise: 0, totalPaise: 51_250 },
  },
  { code: 'packed', values: {} },
  { code: 'out_for_delivery', values: {} },
  { code: 'delivered', values: { cashCollected: true } },
  { code: 'delivered', values: { cashCollected: false } },
  { code: 'cancelled_by_customer', values: { reason: 'Ordered by mistake', refunding: false } },
  { code: 'cancelled_by_customer', values: { reason: 'Found it cheaper elsewhere', refunding: true } },
  { code: 'cancelled_by_support', values: { reason: 'Duplicate order', refunding: true } },
  { code: 'cancelled_unpaid', values: { minutes: 15, refunding: false } },
  { code: 'cancelled_no_pharmacy', values: { from, why: 'declined', reason: 'Store closing', refunding: true } },
  { code: 'cancelled_no_pharmacy', values: { from, why: 'no_answer', reason: null, refunding: false } },
  { code: 'refund_requested', values: { reason: 'Damaged in transit' } },
  { code: 'refund_approved', values: { note: null } },
  { code: 'refund_approved', values: { note: 'Our rider picks it up tomorrow.' } },
  { code: 'refund_declined', values: { note: null } },
  { code: 'refunded', values: { note: null, paidInCash: true } },
  { code: 'refunded', values: { note: null, paidInCash: false } },
  { code: 'bank_details_requested', values: { amountPaise: 1_23_456_50 } },
  { code: 'bank_details_received', values: { destination: 'UPI ID ending @okaxis' } },
  { code: 'bank_refund_sent', values: { amountPaise: 51_250, reference: 'UTR123456' } },
  { code: 'prescription_attached', values: {} },
  {
    code: 'rx_items_removed',
    values: { medicines: ['Azithral 500', 'Augmentin 625 Duo'], refundPaise: 34_000, totalPaise: 9_000 },
  },
  { code: 'rx_items_removed', values: { medicines: ['Azithral 500'], refundPaise: null, totalPaise: 9_000 } },
  { code: 'code_replaced', values: { tries: 5 } },
  { code: 'prescription_verified', values: {} },
  { code: 'prescription_rejected', values: { reason: 'Not a valid prescription' } },
  { code: 'prescription_unclear', values: { note: 'The dose is cut off at the bottom.' } },
  { code: 'prescription_review_again', values: {} },
];

function words(message: TOrderEventMessage, stored = { title: 'Stored title', note: 'Stored note' }) {
  const { result } = renderHook(() => ({ orders: useOrdersText().t, common: useCommonText().t }));
  const event: Pick<TOrderEvent, 'title' | 'note' | 'message'> = { ...stored, message };
  return eventWords(event, result.current.orders, result.current.common);
}

describe('an order event in English', () => {
  // The panels, the alerts and older events read the English the API writes beside the code: the page says the same
  it.each(EVERY_MESSAGE)('reads as the API writes it: $code $values', (message) => {
    const { title, note } = words(message);
    expect({ title, note }).toEqual(orderEventEnglish(message));
  });

  it('shows what the API stored for an event it could not code', () => {
    expect(words({ code: 'other', values: {} })).toEqual({ title: 'Stored title', note: 'Stored note' });
  });
});

describe('an order event in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('words the move to another pharmacy, the reason from the list and the new delivery estimate', async () => {
    await act(() => switchLanguage('hi'));
    expect(
      words({ code: 'sent_to_next', values: { store, from, why: 'declined', reason: 'Items out of stock' } }),
    ).toEqual({
      title: 'MedPlus Indiranagar को भेजा गया',
      note: 'Apollo Pharmacy MG Road इसे नहीं ले सका (सामान स्टॉक में नहीं है)। ऑर्डर अगली सबसे पास वाली फ़ार्मेसी को भेजा गया, जिसके पास सारा सामान स्टॉक में है।',
    });
    expect(
      words({
        code: 'standard_delivery',
        values: { store, distanceKm: 6.4, minutes: 65, money: 'cash', differencePaise: 2500, totalPaise: 51_250 },
      }).note,
    ).toBe(
      'MedPlus Indiranagar 6.4 km दूर है, जो एक्सप्रेस डिलीवरी के लिए बहुत दूर है। फ़ार्मेसी के ऑर्डर लेने के बाद अब आपका ऑर्डर लगभग 1 घंटा 5 मिनट में पहुँचेगा। दरवाज़े पर आपको ₹25 कम देने होंगे: ₹512.50।',
    );
    expect(words({ code: 'prescription_rejected', values: { reason: 'Illegible' } }).title).toBe(
      'पर्चा नामंज़ूर: पढ़ने में नहीं आ रहा',
    );
    expect(words({ code: 'cancelled_unpaid', values: { minutes: 15, refunding: false } })).toEqual({
      title: 'रद्द: पेमेंट नहीं मिला',
      note: '15 मिनट में पेमेंट पूरा नहीं हुआ',
    });
  });

  it('marks the words it cannot translate as English: an uncoded event and the gateway’s reason', async () => {
    await act(() => switchLanguage('hi'));
    expect(words({ code: 'other', values: {} })).toEqual({
      title: 'Stored title',
      note: 'Stored note',
      titleLang: 'en-IN',
      noteLang: 'en-IN',
    });
    expect(words({ code: 'payment_failed', values: { reason: 'The bank declined the payment.' } })).toEqual({
      title: 'पेमेंट नहीं हुआ',
      note: 'The bank declined the payment.',
      noteLang: 'en-IN',
    });
  });
});
