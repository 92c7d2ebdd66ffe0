/**
 * Issue 17, mobile OTP sign-in, through the HTTP API against a local server that speaks MSG91's Flow API: what
 * reaches MSG91 (template, sender, number, the code as the `otp` variable) is what a phone would get. Time moves
 * on by moving the database's expiries and limit windows back (`clockMovesOn`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, createUser, nextIp, TEST_ORIGIN } from '../../../test/factories';
import { startMsg91, type TestMsg91 } from '../../../test/msg91-server';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const AUTH_KEY = 'msg91-test-auth-key';
const TEMPLATE_ID = '6650f1c2d6fc0549a27c2b13';

let msg91: TestMsg91;
let t: TestApp;
beforeAll(async () => {
  msg91 = await startMsg91(AUTH_KEY);
  t = await createTestApp({
    msg91: { authKey: AUTH_KEY, templateId: TEMPLATE_ID, senderId: 'DAWANW', apiUrl: msg91.url },
    devOutbox: false,
  });
});
afterAll(async () => {
  await t?.close();
  await msg91?.close();
});
beforeEach(() => {
  msg91.sent.length = 0;
});

let numberCounter = 0;
/** A number no other test uses: 7 then the file's counter, so each test's limits are its own. */
function freshNumber(): string {
  numberCounter += 1;
  return `+917${String(300_000_000 + numberCounter * 7_919).padStart(9, '0')}`;
}

function sendCode(phone: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/phone/send-code',
    headers: { origin: TEST_ORIGIN },
    payload: { phone },
    remoteAddress,
  });
}

function verify(payload: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/phone/verify',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: nextIp(),
  });
}

/** The code MSG91 was last asked to send to `phone`. */
function codeSentTo(phone: string): string {
  const sms = msg91.sent.findLast((message) => `+${message.mobiles}` === phone);
  if (!sms) throw new Error(`no SMS went to ${phone}`);
  return sms.variables.otp ?? '';
}

async function sendAndRead(phone: string): Promise<string> {
  const res = await sendCode(phone);
  expect(res.statusCode, res.body).toBe(200);
  return codeSentTo(phone);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** `seconds` pass for every code and limit window in the database. */
async function clockMovesOn(seconds: number) {
  await t.app.database.db.execute(
    sql`update verifications set expires_at = expires_at - make_interval(secs => ${seconds})`,
  );
  await t.app.database.db.execute(
    sql`update rate_limits set window_ends_at = window_ends_at - make_interval(secs => ${seconds})`,
  );
}

describe('sending a code', () => {
  it('sends a 6-digit code through MSG91 with the template, the sender and the number, valid 5 minutes', async () => {
    const phone = freshNumber();
    const res = await sendCode(`0${phone.slice(3)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ channel: 'sms', expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(msg91.sent).toEqual([
      { templateId: TEMPLATE_ID, sender: 'DAWANW', mobiles: phone.slice(1), variables: { otp: expect.any(String) } },
    ]);
    expect(codeSentTo(phone)).toMatch(/^\d{6}$/);
  });

  it('keeps no code in the database, only its keyed hash', async () => {
    const phone = freshNumber();
    const code = await sendAndRead(phone);
    const rows = await queryRows<{ value: string }>(t.app, sql`select value from verifications`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.value).not.toContain(code);
  });

  it('refuses numbers that are not Indian mobiles, and sends nothing', async () => {
    for (const phone of ['+14155550123', '+447911123456', '+9715012345678', '5123456789', '98765', '', '+91 98765']) {
      const res = await sendCode(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(msg91.sent).toEqual([]);
  });

  it('refuses a new code within 30 seconds of the last, then sends one that replaces it', async () => {
    const phone = freshNumber();
    const first = await sendAndRead(phone);
    const early = await sendCode(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('RATE_LIMITED');
    expect(early.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(early.json().error.message).toMatch(/new one in \d+ seconds/);
    expect(msg91.sent).toHaveLength(1);

    await clockMovesOn(31);
    const second = await sendAndRead(phone);
    expect(msg91.sent).toHaveLength(2);
    if (first !== second) {
      const old = await verify({ phone, code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await verify({ phone, code: second })).statusCode).toBe(200);
  });

  it('sends a number at most 5 codes an hour and 10 a day', async () => {
    const phone = freshNumber();
    for (let sent = 1; sent <= 5; sent += 1) {
      await sendAndRead(phone);
      await clockMovesOn(31);
    }
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(msg91.sent).toHaveLength(5);

    await clockMovesOn(60 * 60);
    for (let sent = 6; sent <= 10; sent += 1) {
      await sendAndRead(phone);
      await clockMovesOn(31);
    }
    expect((await sendCode(phone)).statusCode).toBe(429);
    await clockMovesOn(60 * 60);
    expect((await sendCode(phone)).statusCode).toBe(429);
    expect(msg91.sent).toHaveLength(10);
  });

  it('sends at most 20 codes an hour from one address, whatever the numbers (SMS pumping)', async () => {
    const address = nextIp();
    for (let sent = 0; sent < 20; sent += 1) {
      const res = await sendCode(freshNumber(), address);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await sendCode(freshNumber(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(msg91.sent).toHaveLength(20);
    // Another address is not held back
    expect((await sendCode(freshNumber())).statusCode).toBe(200);
  });

  it('says so, and leaves no code waiting, when MSG91 refuses the SMS', async () => {
    const phone = freshNumber();
    msg91.refuseNext('Insufficient balance');
    const res = await sendCode(phone);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('We could not send the code just now. Please try again in a minute.');
    const verifyAnything = await verify({ phone, code: '123456' });
    expect(verifyAnything.json().error.code).toBe('OTP_EXPIRED');
  });
});

describe('the day’s ceiling for all numbers', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({
      msg91: { authKey: AUTH_KEY, templateId: TEMPLATE_ID, senderId: 'DAWANW', apiUrl: msg91.url },
      devOutbox: false,
      otpLimits: { perIpPerHour: 20, perDay: 3 },
    });
  });
  afterAll(async () => {
    await capped?.close();
  });

  it('stops sending once the day’s codes are spent, spread over numbers and addresses as a pumper would', async () => {
    const send = () =>
      capped.app.inject({
        method: 'POST',
        url: '/api/auth/phone/send-code',
        headers: { origin: TEST_ORIGIN },
        payload: { phone: freshNumber() },
        remoteAddress: nextIp(),
      });
    for (let sent = 0; sent < 3; sent += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(msg91.sent).toHaveLength(3);
  });
});

describe('signing up and in with the code', () => {
  it('makes a customer account with the names given, signed in, with the number proven and no e-mail', async () => {
    const phone = freshNumber();
    const code = await sendAndRead(phone);
    const res = await verify({ phone, code, firstName: 'Deepa', lastName: 'Nair' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isNewAccount: true });
    const account = await me(sessionCookie(res));
    expect(account).toMatchObject({
      user: { email: null, phoneNumber: phone, name: 'Deepa Nair', hasPassword: false },
      profile: { firstName: 'Deepa', lastName: 'Nair', phone },
      role: 'customer',
      platformRole: 'customer',
      hasStoreAccess: false,
    });
  });

  it('signs in to the same account the next time, and the code works only once', async () => {
    const phone = freshNumber();
    const created = await verify({ phone, code: await sendAndRead(phone), firstName: 'Imran', lastName: 'Shaikh' });
    const { user } = await me(sessionCookie(created));
    await clockMovesOn(31);
    const code = await sendAndRead(phone);
    const again = await verify({ phone, code, firstName: 'Someone', lastName: 'Else' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ isNewAccount: false });
    expect(await me(sessionCookie(again))).toMatchObject({ user: { id: user.id }, profile: { firstName: 'Imran' } });
    const replay = await verify({ phone, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('OTP_EXPIRED');
  });

  it('names an account made from the sign-in form by its number until it is named', async () => {
    const phone = freshNumber();
    const res = await verify({ phone, code: await sendAndRead(phone) });
    expect(res.json()).toEqual({ isNewAccount: true });
    expect(await me(sessionCookie(res))).toMatchObject({
      user: { name: phone, email: null },
      profile: { firstName: '', lastName: '', phone },
    });
  });

  it('locks the code after 5 wrong tries: even the right code is then refused', async () => {
    const phone = freshNumber();
    const code = await sendAndRead(phone);
    const answers: { code: string; triesLeft?: number }[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await verify({ phone, code: wrong(code) });
      expect(res.statusCode === 400 || res.statusCode === 429, res.body).toBe(true);
      answers.push({ code: res.json().error.code, triesLeft: res.json().error.details?.triesLeft });
    }
    expect(answers).toEqual([
      { code: 'OTP_INVALID', triesLeft: 4 },
      { code: 'OTP_INVALID', triesLeft: 3 },
      { code: 'OTP_INVALID', triesLeft: 2 },
      { code: 'OTP_INVALID', triesLeft: 1 },
      { code: 'OTP_LOCKED', triesLeft: undefined },
    ]);
    const right = await verify({ phone, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('OTP_LOCKED');
    const [accounts] = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from users where phone_number = ${phone}`,
    );
    expect(accounts?.n).toBe(0);
  });

  it('refuses a code after its 5 minutes', async () => {
    const phone = freshNumber();
    const code = await sendAndRead(phone);
    await clockMovesOn(5 * 60 + 1);
    const res = await verify({ phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('OTP_EXPIRED');
  });

  it('refuses malformed codes and numbers without using a try', async () => {
    const phone = freshNumber();
    const code = await sendAndRead(phone);
    for (const payload of [
      { phone, code: '12345' },
      { phone, code: '1234567' },
      { phone, code: 'abcdef' },
      { phone, code: ` ${code}0` },
      { phone: '+14155550123', code },
      { phone, code, firstName: 'A\u202Eb', lastName: 'C' },
    ]) {
      const res = await verify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await verify({ phone, code })).statusCode).toBe(200);
  });

  it('limits code checks per address like sign-ins', async () => {
    const limited = await createTestApp({
      msg91: { authKey: AUTH_KEY, templateId: TEMPLATE_ID, senderId: 'DAWANW', apiUrl: msg91.url },
      devOutbox: false,
      signInLimitPerIp: 3,
    });
    try {
      const address = nextIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/phone/verify',
          headers: { origin: TEST_ORIGIN },
          payload: { phone: freshNumber(), code: '000000' },
          remoteAddress: address,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a number that an e-mail account gave as its phone', () => {
  it('tells the number’s owner, after the right code, where their account is, and makes none', async () => {
    const phone = freshNumber();
    const emailUser = await createUser(t.app, { email: `kiran.${Date.now()}@example.in` });
    await t.app.database.db.execute(sql`update profiles set phone = ${phone} where id = ${emailUser.id}`);
    const code = await sendAndRead(phone);

    const wrongCode = await verify({ phone, code: wrong(code) });
    expect(wrongCode.json().error.code).toBe('OTP_INVALID');
    expect(JSON.stringify(wrongCode.json())).not.toContain('example.in');

    const res = await verify({ phone, code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PHONE_ON_EMAIL_ACCOUNT',
      details: { maskedEmail: 'ki•••@example.in' },
    });
    expect(res.cookies).toEqual([]);

    // "That is not my account": the same code makes a separate one
    const separate = await verify({ phone, code, firstName: 'Kiran', lastName: 'Rao', createSeparateAccount: true });
    expect(separate.statusCode, separate.body).toBe(200);
    expect(separate.json()).toEqual({ isNewAccount: true });
    expect((await me(sessionCookie(separate))).user.id).not.toBe(emailUser.id);
  });

  it('lets the e-mail account prove the number, which then signs in to it', async () => {
    const phone = freshNumber();
    const emailUser = await createUser(t.app);
    await t.app.database.db.execute(sql`update profiles set phone = null where id = ${emailUser.id}`);
    const link = (code: string, user = emailUser) =>
      t.app.inject(
        as(user, {
          method: 'POST',
          url: '/api/auth/phone/link',
          payload: { phone, code },
          remoteAddress: nextIp(),
        }),
      );

    const wrongCode = await link(wrong(await sendAndRead(phone)));
    expect(wrongCode.json().error.code).toBe('OTP_INVALID');
    await clockMovesOn(31);
    const linked = await link(await sendAndRead(phone));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      user: { id: emailUser.id, email: emailUser.email, phoneNumber: phone },
      profile: { phone },
    });

    await clockMovesOn(31);
    const signedIn = await verify({ phone, code: await sendAndRead(phone) });
    expect(signedIn.json()).toEqual({ isNewAccount: false });
    expect((await me(sessionCookie(signedIn))).user.id).toBe(emailUser.id);

    // Another account cannot take the number over
    const other = await createUser(t.app);
    await clockMovesOn(31);
    const taken = await link(await sendAndRead(phone), other);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('CONFLICT');
  });

  it('asks a signed-out caller to sign in before linking', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/link',
      headers: { origin: TEST_ORIGIN },
      payload: { phone: freshNumber(), code: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a suspended account', () => {
  it('is refused by code as by password, and says so', async () => {
    const phone = freshNumber();
    const created = await verify({ phone, code: await sendAndRead(phone), firstName: 'Ravi', lastName: 'Kumar' });
    const { user } = await me(sessionCookie(created));
    await t.app.database.db.execute(
      sql`update users set suspended_at = now(), suspension_reason = 'Fraud review' where id = ${user.id}`,
    );
    await clockMovesOn(31);
    const res = await verify({ phone, code: await sendAndRead(phone) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
  });
});
