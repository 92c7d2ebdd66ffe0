/** Refill reminders (issue 19): set from an order's page, listed and cancelled in the profile. */
import { z } from 'zod';
import {
  ZCreateRefillReminderRequest,
  ZOrderRefillOptions,
  ZRefillReminder,
  ZRefillReminderList,
} from '../refill-reminders';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['refill-reminders'];
const ZOrderParams = z.object({ orderId: z.uuid('Not an order id') });
const ZReminderParams = z.object({ reminderId: z.uuid('Not a reminder id') });

export const refillRemindersApi = {
  orderOptions: endpoint({
    method: 'GET',
    path: '/orders/:orderId/refill-reminders',
    access: access.signedIn,
    tags,
    summary: "The order's daily medicines a refill reminder can be set for, with the reminders set",
    params: ZOrderParams,
    responses: { 200: ZOrderRefillOptions, ...ERROR_RESPONSES },
  }),
  create: endpoint({
    method: 'POST',
    path: '/orders/:orderId/refill-reminders',
    access: access.signedIn,
    tags,
    summary: 'Remind me to refill one medicine of this order, at the dose I take (one active reminder per medicine)',
    params: ZOrderParams,
    body: ZCreateRefillReminderRequest,
    bodyLimit: 4 * 1024,
    responses: { 200: ZRefillReminder, ...ERROR_RESPONSES },
  }),
  list: endpoint({
    method: 'GET',
    path: '/me/refill-reminders',
    access: access.signedIn,
    tags,
    summary: "The signed-in customer's refill reminders: those to come, then the last ones sent",
    responses: { 200: ZRefillReminderList, ...ERROR_RESPONSES },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/me/refill-reminders/:reminderId',
    access: access.signedIn,
    tags,
    summary: 'Cancels a reminder that has not gone out (cancelling again is fine)',
    params: ZReminderParams,
    responses: { 200: ZOk, ...ERROR_RESPONSES },
  }),
};
