import type { TOrderEvent } from '@dawanow/shared/orders/customer';
import { orderEventEnglish, type TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import { ORDER_EVENT_SAMPLES } from '@dawanow/shared/orders/order-event-samples';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCommonText } from '@/lib/i18n/common-text';
import { switchLanguage } from '@/lib/i18n/i18n';
import { eventWords } from './event-text';
import { useOrdersText } from './text';

const from = 'Apollo Pharmacy MG Road';
const store = 'MedPlus Indiranagar';

function words(message: TOrderEventMessage, stored = { title: 'Stored title', note: 'Stored note' }) {
  const { result } = renderHook(() => ({ orders: useOrdersText().t, common: useCommonText().t }));
  const event: Pick<TOrderEvent, 'title' | 'note' | 'message'> = { ...stored, message };
  return eventWords(event, result.current.orders, result.current.common);
}

describe('an order event in English', () => {
  // The panels, the alerts and older events read the English the API writes beside the code: the page says the same
  it.each(ORDER_EVENT_SAMPLES)('reads as the API writes it: $code $values', (message) => {
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
