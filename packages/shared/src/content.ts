/** Contracts of the content domain: policy pages and the contact form. */
import { z } from 'zod';
import { plainText } from './text';

/** Pages whose text lives in the database so administrators can edit it. */
export const CONTENT_PAGE_SLUGS = [
  'privacy-policy',
  'terms',
  'refund-policy',
  'shipping-policy',
  'pharmacy-agreement',
  'faq',
] as const;
export const ZContentPageSlug = z.enum(CONTENT_PAGE_SLUGS);
export type TContentPageSlug = z.infer<typeof ZContentPageSlug>;

export const ZContentPage = z.object({
  slug: ZContentPageSlug,
  title: z.string(),
  summary: z.string(),
  bodyMarkdown: z.string(),
  version: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TContentPage = z.infer<typeof ZContentPage>;

// SPEC §5: all four fields required, e-mail valid; lengths keep the inbox usable and the table small
export const ZContactMessageRequest = z.object({
  name: plainText({ label: 'Name', required: 'Please enter your name', max: 100, tooLong: 'Name is too long' }),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  subject: plainText({
    label: 'Subject',
    required: 'Please enter a subject',
    max: 150,
    tooLong: 'Subject is too long',
  }),
  message: plainText({
    label: 'Message',
    required: 'Please enter your message',
    max: 5000,
    tooLong: 'Message is too long (5,000 characters at most)',
    isMultiline: true,
  }),
});
export type TContactMessageRequest = z.infer<typeof ZContactMessageRequest>;

export const ZContactMessageResponse = z.object({ id: z.uuid(), receivedAt: z.iso.datetime({ offset: true }) });
export type TContactMessageResponse = z.infer<typeof ZContactMessageResponse>;
