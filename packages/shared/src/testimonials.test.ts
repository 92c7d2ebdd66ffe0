import { describe, expect, it } from 'vitest';
import { withoutPhoneNumbers, ZOrderRatingRequest } from './testimonials';

describe('withoutPhoneNumbers', () => {
  it.each([
    ['Call 9876543210 anytime', 'Call [number removed] anytime'],
    ['ring +91 98765 43210.', 'ring [number removed].'],
    ['or +91-98765-43210', 'or [number removed]'],
    ['whatsapp 098765 43210', 'whatsapp [number removed]'],
    ['landline 080 2222 3333', 'landline [number removed]'],
    // Ten digits of an order number point at one customer's order just as well
    ['Order DN-2611-000123 came', 'Order DN-[number removed] came'],
  ])('removes the number in %j', (text, expected) => {
    expect(withoutPhoneNumbers(text)).toBe(expected);
  });

  it.each(['Delivered in 12 minutes on 27/11/2026', 'Came with 10 strips of 15', 'Rs 500 saved'])(
    'keeps %j as written',
    (text) => {
      expect(withoutPhoneNumbers(text)).toBe(text);
    },
  );
});

describe('ZOrderRatingRequest', () => {
  it('reads a blank testimonial as none, so no consent is needed', () => {
    expect(ZOrderRatingRequest.parse({ stars: 3, testimonial: '   ' })).toEqual({
      stars: 3,
      testimonial: null,
      consentToPublish: false,
    });
  });

  it('refuses markup and script links rather than storing them', () => {
    for (const testimonial of ['<img src=x onerror=alert(1)>', 'see javascript:alert(1)', '</p>hi']) {
      expect(ZOrderRatingRequest.safeParse({ stars: 5, testimonial, consentToPublish: true }).success).toBe(false);
    }
    // A "less than" in words is not markup
    expect(
      ZOrderRatingRequest.safeParse({ stars: 5, testimonial: 'Came in <15 min', consentToPublish: true }).success,
    ).toBe(true);
  });
});
