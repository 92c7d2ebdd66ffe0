import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

afterEach(() => noteServerDate(new Date().toUTCString()));

describe('serverNow', () => {
  it('follows the server when the device clock is minutes off', () => {
    const receivedAt = Date.now();
    // The server says it is five minutes later than the device thinks.
    noteServerDate(new Date(receivedAt + 5 * 60_000).toUTCString(), receivedAt);
    expect(serverNow() - Date.now()).toBeGreaterThan(5 * 60_000 - 1500);
    expect(serverNow() - Date.now()).toBeLessThan(5 * 60_000 + 1500);
  });

  it('keeps the device clock when the difference is only the header rounding', () => {
    const receivedAt = Date.now();
    noteServerDate(new Date(receivedAt - 900).toUTCString(), receivedAt);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });

  it('ignores a missing or unreadable header', () => {
    noteServerDate(new Date(Date.now() + 10 * 60_000).toUTCString());
    const before = serverNow() - Date.now();
    noteServerDate(null);
    noteServerDate('not a date');
    expect(Math.abs(serverNow() - Date.now() - before)).toBeLessThan(50);
  });
});
