/** A signed-in person's own inbox: every account has one, and each reads and clears only its own messages. */
import { z } from 'zod';
import {
  ZMarkedRead,
  ZUnreadCount,
  ZUserNotification,
  ZUserNotificationList,
  ZUserNotificationListQuery,
} from '../user-notifications';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['account'];
const errors = ERROR_RESPONSES;
const ZNotificationParams = z.object({ notificationId: z.uuid('Not a notification id') });

export const userNotificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/me/notifications',
    access: access.signedIn,
    tags,
    summary: 'The signed-in person’s notifications, newest first, a page at a time, optionally unread only',
    query: ZUserNotificationListQuery,
    responses: { 200: ZUserNotificationList, ...errors },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/me/notifications/unread-count',
    access: access.signedIn,
    tags,
    summary: 'How many of the person’s notifications are unread (the header bell’s badge)',
    responses: { 200: ZUnreadCount, ...errors },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/me/notifications/:notificationId/read',
    access: access.signedIn,
    tags,
    summary: 'Marks one of the person’s notifications read (again is fine); someone else’s answers 404',
    params: ZNotificationParams,
    responses: { 200: ZUserNotification, ...errors },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/me/notifications/read-all',
    access: access.signedIn,
    tags,
    summary: 'Marks every unread notification of the person read',
    responses: { 200: ZMarkedRead, ...errors },
  }),
};
