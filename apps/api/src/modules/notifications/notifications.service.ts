/** A member's own notification centre at one store: the rows written for them, read and cleared by them alone. */
import type {
  TNotificationKind,
  TNotificationList,
  TNotificationListQuery,
  TStoreNotification,
} from '@dawanow/shared/store-notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@dawanow/shared/store-notifications';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { notificationView } from './notification-view';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

const viewOf = (row: NotificationRow): TStoreNotification => notificationView<TNotificationKind>(row);

export function createNotificationsService(deps: { db: Db; repository: NotificationsRepository }) {
  const { db, repository } = deps;
  return {
    async list(
      actor: Actor,
      storeId: string,
      query: { page: number; order: NonNullable<TNotificationListQuery['order']>; unread: boolean },
    ): Promise<TNotificationList> {
      const [rows, counts] = await Promise.all([
        repository.list(db, actor.userId, storeId, {
          unreadOnly: query.unread,
          unreadFirst: query.order === 'unread_first',
          limit: NOTIFICATIONS_PAGE_SIZE,
          offset: (query.page - 1) * NOTIFICATIONS_PAGE_SIZE,
        }),
        repository.counts(db, actor.userId, storeId),
      ]);
      return {
        notifications: rows.map(viewOf),
        total: query.unread ? counts.unread : counts.total,
        page: query.page,
        pageSize: NOTIFICATIONS_PAGE_SIZE,
        unread: counts.unread,
      };
    },

    async unreadCount(actor: Actor, storeId: string): Promise<{ unread: number }> {
      return { unread: await repository.unreadCount(db, actor.userId, storeId) };
    },

    async markRead(actor: Actor, storeId: string, id: string): Promise<TStoreNotification> {
      const row = await repository.markRead(db, actor.userId, storeId, id);
      // Someone else's, another store's, or none: the same answer, so ids reveal nothing.
      if (!row) throw new AppError('NOT_FOUND', 'This notification does not exist or is not yours.');
      return viewOf(row);
    },

    async markAllRead(actor: Actor, storeId: string): Promise<{ marked: number }> {
      return { marked: await repository.markAllRead(db, actor.userId, storeId) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
