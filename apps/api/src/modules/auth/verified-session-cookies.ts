/**
 * Issue 20: resolving the actor of a signed-in request cost three round trips and an HMAC check on every
 * request. A session cookie's signature is a fixed property of its value and the server's secret, so once
 * better-auth has accepted a value, this process remembers which session token it carries and later
 * requests go straight to that session's actor (auth.repository.ts, `findSessionActor`, kept by auth.service.ts
 * until its tables change). What is remembered here is only "this value is genuine", never whether the session is
 * still live: a session ended by sign-out, a password change or a suspension is refused once the change is heard
 * (at once on this process, within moments on the others).
 */
import type { BetterAuth } from './better-auth';

// Enough for every device signed in to one process for a day; past it the value used longest ago is
// forgotten (and checked by better-auth once more if it comes back).
export const MAX_REMEMBERED = 50_000;

/**
 * A cookie value as better-call reads it (an opening quote drops the first and last characters, then
 * percent-decoding), so that the many spellings of one cookie are one value to remember.
 */
function asParsed(value: string): string {
  const unquoted = value.codePointAt(0) === 34 ? value.slice(1, -1) : value;
  try {
    return unquoted.includes('%') ? decodeURIComponent(unquoted) : unquoted;
  } catch {
    return unquoted;
  }
}

/** The value of the cookie named `name` in a Cookie header, or null when it is absent or sent more than once. */
function singleCookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    // Two cookies of one name: which one better-auth read is its parser's business, so neither is remembered.
    if (found !== null) return null;
    found = pair.slice(separator + 1).trim();
  }
  return found;
}

export function createVerifiedSessionCookies(auth: BetterAuth) {
  const tokens = new Map<string, string>();
  let cookieName: string | null = null;

  return {
    /** The session cookie's value in these request headers as better-auth reads it, or null. */
    async valueIn(headers: Headers): Promise<string | null> {
      cookieName ??= (await auth.$context).authCookies.sessionToken.name;
      const value = singleCookieValue(headers.get('cookie'), cookieName);
      return value === null ? null : asParsed(value);
    },

    /** The session token of a cookie value better-auth accepted before, or undefined. */
    tokenOf(value: string): string | undefined {
      const token = tokens.get(value);
      // Most recently used last: the map's order is the order of forgetting
      if (token !== undefined) {
        tokens.delete(value);
        tokens.set(value, token);
      }
      return token;
    },

    /** Records that better-auth accepted this cookie value as the session `token`. */
    remember(value: string, token: string): void {
      tokens.delete(value);
      if (tokens.size >= MAX_REMEMBERED) tokens.delete(tokens.keys().next().value as string);
      tokens.set(value, token);
    },
  };
}
