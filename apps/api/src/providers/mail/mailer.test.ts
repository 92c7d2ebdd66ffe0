import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createMailer } from './create-mailer';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

it('sends over SMTP what a mail client then reads', async () => {
  const mailer = createMailer({ url: smtp.url, from: 'DawaNow <no-reply@dawanow.in>' });
  if (!mailer) throw new Error('expected a mailer');
  await mailer.send({ to: 'owner@example.in', subject: 'Order waiting ₹1,250', text: 'Please accept it' });
  mailer.close();
  const [mail] = await smtp.waitFor(1);
  expect(mail).toEqual({
    to: ['owner@example.in'],
    subject: 'Order waiting ₹1,250',
    text: 'Please accept it\n',
    html: null,
  });
});

it('is absent without SMTP settings, so nothing is sent and nothing breaks', () => {
  expect(createMailer(null)).toBeNull();
});
