/** The store panel's notification centre: each member reads and clears only their own, at the store in the path. */
import { z } from 'zod';
import { ZNotificationList, ZNotificationListQuery, ZStoreNotification } from '../store-notifications';
import { ZMarkedRead, ZUnreadCount } from '../user-notifications';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store notifications'];
const errors = ERROR_RESPONSES;
// Every member has a notification centre; what reaches each one is decided when it is created.
const members = access.storeCan('orders');
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
const ZNotificationParams = ZStoreParams.extend({ notificationId: z.uuid('Not a notification id') });

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/stores/:storeId/notifications',
    access: members,
    tags,
    summary: "The signed-in member's notifications at the store, newest or unread first, optionally unread only",
    params: ZStoreParams,
    query: ZNotificationListQuery,
    responses: { 200: ZNotificationList, ...errors },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/stores/:storeId/notifications/unread-count',
    access: members,
    tags,
    summary: "How many of the member's notifications at the store are unread (the panel's badge)",
    params: ZStoreParams,
    responses: { 200: ZUnreadCount, ...errors },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/stores/:storeId/notifications/:notificationId/read',
    access: members,
    tags,
    summary: 'Marks one of the member’s notifications read (again is fine)',
    params: ZNotificationParams,
    responses: { 200: ZStoreNotification, ...errors },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/stores/:storeId/notifications/read-all',
    access: members,
    tags,
    summary: 'Marks every unread notification of the member at the store read',
    params: ZStoreParams,
    responses: { 200: ZMarkedRead, ...errors },
  }),
};
