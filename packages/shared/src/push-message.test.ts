import { describe, expect, it } from 'vitest';
import { parsePushMessage } from './push-message';

const ok = { title: 'Order accepted', body: 'Apollo Corner Pharmacy is packing your order.', url: '/orders/abc' };

describe('a push message as the service worker reads it', () => {
  it('reads a well-formed message, tag optional', () => {
    expect(parsePushMessage(JSON.stringify(ok))).toEqual(ok);
    expect(parsePushMessage(JSON.stringify({ ...ok, tag: 'order-abc' }))?.tag).toBe('order-abc');
  });

  it('drops what would show a blank notification', () => {
    for (const text of [null, undefined, '', 'not json', '[]', '"text"', JSON.stringify({ ...ok, title: '   ' })]) {
      expect(parsePushMessage(text), String(text)).toBeNull();
    }
    expect(parsePushMessage(JSON.stringify({ body: ok.body, url: ok.url }))).toBeNull();
  });

  it('drops a message that would lead outside the app', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'orders/1',
      '/a b',
    ]) {
      expect(parsePushMessage(JSON.stringify({ ...ok, url })), url).toBeNull();
    }
  });

  it('drops oversized text', () => {
    expect(parsePushMessage(JSON.stringify({ ...ok, title: 'x'.repeat(121) }))).toBeNull();
    expect(parsePushMessage(JSON.stringify({ ...ok, body: 'x'.repeat(501) }))).toBeNull();
  });
});
