/**
 * Issue 17: the embedded demo's local outbox holds the sign-in codes and reset links, so the demo works offline;
 * and it exists nowhere else. Its switch comes from the environment through loadConfig, as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, TEST_ORIGIN } from '../../../test/factories';
import { startMsg91, type TestMsg91 } from '../../../test/msg91-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

function post(app: TestApp['app'], url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: nextIp() });
}

/** The app as the environment `env` makes it (the outbox and SMS settings from loadConfig). */
function appFor(env: NodeJS.ProcessEnv) {
  const { devOutbox, msg91 } = loadConfig({ AUTH_SECRET: 'a'.repeat(40), ...env });
  return createTestApp({ devOutbox, msg91 });
}

describe('the embedded demo (npm start, no SMS provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor({ NODE_ENV: 'production', DATA_DIR: '/tmp/dawanow-demo' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts the sign-in code in the outbox, where it signs in', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({ phone: true, passwordReset: true, devOutbox: true });

    const sent = await post(t.app, '/api/auth/phone/send-code', { phone: '+91 70123 45678' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().channel).toBe('outbox');

    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['cache-control']).toBe('no-store');
    const [sms] = outbox.json().messages;
    expect(sms).toMatchObject({ channel: 'sms', to: '+917012345678', subject: null, link: null });
    const code = /^(\d{6}) is your DawaNow sign-in code\. It is valid for 5 minutes\./.exec(sms.text)?.[1] ?? '';
    const signedIn = await post(t.app, '/api/auth/phone/verify', { phone: '7012345678', code, firstName: 'Anu' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('puts the reset mail in the outbox with a link to the reset page of this site', async () => {
    const user = await createUser(t.app);
    await post(t.app, '/api/auth/password/forgot', { email: user.email });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const [mail] = outbox.json().messages;
    expect(mail).toMatchObject({ channel: 'email', to: user.email, subject: 'Reset your DawaNow password' });
    expect(mail.link).toMatch(/^\/auth\/reset-password\?token=[\w-]+$/);
    expect(mail.text).toContain(`http://localhost:3000${mail.link}`);
  });
});

describe('anywhere but the embedded demo', () => {
  let msg91: TestMsg91;
  beforeAll(async () => {
    msg91 = await startMsg91('outbox-test-key');
  });
  afterAll(async () => {
    await msg91?.close();
  });

  it('has no outbox when MSG91 sends the codes: they go by SMS', async () => {
    const t = await appFor({
      MSG91_AUTH_KEY: 'outbox-test-key',
      MSG91_TEMPLATE_ID: 'otp-template',
      MSG91_SENDER_ID: 'DAWANW',
      MSG91_API_URL: msg91.url,
    });
    try {
      const sent = await post(t.app, '/api/auth/phone/send-code', { phone: '7012345679' });
      expect(sent.json().channel).toBe('sms');
      expect(msg91.sent.map((sms) => sms.mobiles)).toEqual(['917012345679']);
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toContain('917012345679');
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ phone: true, devOutbox: false });
    } finally {
      await t.close();
    }
  });

  it('has no outbox at an https address: mobile sign-in is off until an SMS provider is set', async () => {
    const t = await appFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://dawanow.in', PAYMENTS_PROVIDER: 'sandbox' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ phone: false, passwordReset: false, devOutbox: false });
      const sent = await post(t.app, '/api/auth/phone/send-code', { phone: '7012345670' });
      expect(sent.statusCode).toBe(404);
      expect(sent.json().error.message).toMatch(/not available here/);
    } finally {
      await t.close();
    }
  });

  it('is off in every production configuration of the environment', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), PAYMENTS_PROVIDER: 'sandbox' };
    const configs = [
      { ...production, DATABASE_URL: 'postgres://app@db.internal/dawanow' },
      { ...production, PUBLIC_URL: 'https://dawanow.in' },
      { ...production, PUBLIC_URL: 'https://dawanow.in', DATABASE_URL: 'postgres://app@db.internal/dawanow' },
      { MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template', MSG91_SENDER_ID: 'DAWANW' },
      { DATABASE_URL: 'postgres://app@localhost/dawanow' },
    ];
    for (const env of configs) expect(loadConfig(env).devOutbox, JSON.stringify(env)).toBe(false);
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.20:3000' }).devOutbox).toBe(true);
  });
});
