/** A person's own inbox: the messages written for them, read and cleared by them alone. */
import type {
  TUserNotification,
  TUserNotificationKind,
  TUserNotificationList,
} from '@dawanow/shared/user-notifications';
import { USER_NOTIFICATIONS_PAGE_SIZE } from '@dawanow/shared/user-notifications';
import type { Db } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { notificationView } from './notification-view';
import type { UserNotificationRow, UserNotificationsRepository } from './user-notifications.repository';

const viewOf = (row: UserNotificationRow): TUserNotification => notificationView<TUserNotificationKind>(row);

export function createUserNotificationsService(deps: { db: Db; repository: UserNotificationsRepository }) {
  const { db, repository } = deps;
  return {
    async list(actor: Actor, query: { cursor?: string | undefined; unread: boolean }): Promise<TUserNotificationList> {
      const [rows, unread] = await Promise.all([
        repository.list(db, actor.userId, {
          unreadOnly: query.unread,
          after: decodeTimeCursor(query.cursor),
          limit: USER_NOTIFICATIONS_PAGE_SIZE + 1,
        }),
        repository.unreadCount(db, actor.userId),
      ]);
      const { page, nextCursor } = keysetPage(rows, USER_NOTIFICATIONS_PAGE_SIZE);
      return { notifications: page.map(viewOf), nextCursor, unread };
    },

    async unreadCount(actor: Actor): Promise<{ unread: number }> {
      return { unread: await repository.unreadCount(db, actor.userId) };
    },

    async markRead(actor: Actor, id: string): Promise<TUserNotification> {
      const row = await repository.markRead(db, actor.userId, id);
      // Someone else's or none: the same answer, so ids reveal nothing.
      if (!row) throw new AppError('NOT_FOUND', 'This notification does not exist or is not yours.');
      return viewOf(row);
    },

    async markAllRead(actor: Actor): Promise<{ marked: number }> {
      return { marked: await repository.markAllRead(db, actor.userId) };
    },
  };
}
export type UserNotificationsService = ReturnType<typeof createUserNotificationsService>;
