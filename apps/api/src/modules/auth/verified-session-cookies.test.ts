/**
 * Issue 20: the memory of accepted session cookies holds one entry per cookie however it is spelt, and a flood of
 * new cookies pushes out only the values used longest ago.
 */
import { describe, expect, it } from 'vitest';
import type { BetterAuth } from './better-auth';
import { createVerifiedSessionCookies, MAX_REMEMBERED } from './verified-session-cookies';

const NAME = 'dawanow.session_token';
// Only the session cookie's name is read from better-auth here
const auth = { $context: Promise.resolve({ authCookies: { sessionToken: { name: NAME } } }) } as unknown as BetterAuth;

describe('verified session cookies', () => {
  it('read a quoted or percent-encoded cookie as the one value better-auth reads', async () => {
    const cookies = createVerifiedSessionCookies(auth);
    const readValue = (raw: string) => cookies.valueIn(new Headers({ cookie: `theme=dark; ${NAME}=${raw}` }));
    const plain = await readValue('token.sig+nature=');
    cookies.remember(plain ?? '', 'token');
    for (const spelling of ['token.sig%2Bnature%3D', '"token.sig+nature="', '"token.sig%2bnature%3d"']) {
      const value = await readValue(spelling);
      expect(value).toBe(plain);
      expect(cookies.tokenOf(value ?? '')).toBe('token');
    }
  });

  it('forget only the value used longest ago when full', () => {
    const cookies = createVerifiedSessionCookies(auth);
    cookies.remember('touched', 'a');
    cookies.remember('untouched', 'b');
    for (let n = 2; n < MAX_REMEMBERED; n += 1) cookies.remember(`other ${n}`, 'c');
    expect(cookies.tokenOf('touched')).toBe('a');
    // 'untouched' is now the value used longest ago
    cookies.remember('newcomer', 'd');
    expect(cookies.tokenOf('untouched')).toBeUndefined();
    expect(cookies.tokenOf('touched')).toBe('a');
    expect(cookies.tokenOf('other 2')).toBe('c');
    expect(cookies.tokenOf('newcomer')).toBe('d');
  });
});
