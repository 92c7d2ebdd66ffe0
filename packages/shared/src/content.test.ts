import { describe, expect, it } from 'vitest';
import { ZContactMessageRequest } from './content';

const valid = { name: 'Asha', email: 'asha@example.in', subject: 'Order', message: 'Where is my order?' };

describe('ZContactMessageRequest', () => {
  it('accepts a complete message and trims it', () => {
    expect(ZContactMessageRequest.parse({ ...valid, name: '  Asha ' }).name).toBe('Asha');
  });

  it('requires all four fields', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(ZContactMessageRequest.safeParse({ ...valid, [field]: '   ' }).success).toBe(false);
    }
  });

  it('refuses control characters but keeps line breaks in the message', () => {
    expect(ZContactMessageRequest.safeParse({ ...valid, name: 'As\u0000ha' }).success).toBe(false);
    expect(ZContactMessageRequest.safeParse({ ...valid, message: 'a\u0000b' }).success).toBe(false);
    expect(ZContactMessageRequest.safeParse({ ...valid, message: 'Line one\nLine two\tend' }).success).toBe(true);
  });

  it('requires a valid e-mail and bounded lengths', () => {
    expect(ZContactMessageRequest.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(false);
    expect(ZContactMessageRequest.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
  });
});
