/**
 * The embedded demo's local outbox (issue 17): with no SMS provider configured and no https address, the codes
 * and links that would go by SMS or e-mail are kept here for the person trying the demo, so it works offline. The
 * API registers this route only then; anywhere else it does not exist (docs/decisions.md "Sign-in the Indian way").
 */
import { z } from 'zod';
import { access, endpoint } from './endpoint';

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  /** The mobile number or e-mail address it would have gone to */
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  /** The page the message links to, as a path of this site (the e-mail's own link names the configured address) */
  link: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const devOutboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: access.public,
    tags: ['dev'],
    summary: "The demo's outbox: sign-in codes and e-mails it would have sent, newest first",
    responses: { 200: z.object({ messages: z.array(ZOutboxMessage) }) },
  }),
};
