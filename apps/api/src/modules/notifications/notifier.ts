/**
 * How other modules tell people something: `notifyStore` writes one row for each member of a store
 * whose role may see it (the permission table, store-permissions.ts); `notifyUser` writes one to a
 * person's own inbox, whatever their role. Both run inside the caller's transaction when the message
 * must stand or fall with the event, and the dedupe key makes it happen once, however often the
 * caller retries or how many workers run it at once.
 */
import { STORE_MEMBER_ROLES, storeRoleOf } from '@dawanow/shared/auth';
import type { TNotificationKind } from '@dawanow/shared/store-notifications';
import { STORE_PERMISSIONS, storeCan, type TStorePermission } from '@dawanow/shared/store-permissions';
import type { TUserNotificationKind } from '@dawanow/shared/user-notifications';
import type { Executor } from '../../db/client';
import type { NotificationsRepository } from './notifications.repository';
import type { UserNotificationsRepository } from './user-notifications.repository';

export type StoreNotice = {
  storeId: string;
  kind: TNotificationKind;
  title: string;
  body: string;
  /** A panel path to open, e.g. `/store/orders/<id>` */
  link: string | null;
  /** Unique per event and store, e.g. `new_order:<offerId>`: the same key is never written twice for a member */
  dedupeKey: string;
  /** Who at the store may see it; every member ("orders") unless said */
  permission?: TStorePermission;
  data?: Record<string, unknown>;
  /** The key was made in the caller's transaction (a store it has just created), so nothing can hold it yet */
  firstWrite?: boolean;
};

export type UserNotice = {
  userId: string;
  kind: TUserNotificationKind;
  title: string;
  body: string;
  /** An in-app path to open, e.g. `/pharmacy-partner/status` */
  link: string | null;
  /** Unique per event for this person, e.g. `store_application:<id>:<version>` */
  dedupeKey: string;
  data?: Record<string, unknown>;
};

/** The member roles (owner, admin, …) each permission reaches, worked out once. */
const MEMBER_ROLES = Object.fromEntries(
  Object.keys(STORE_PERMISSIONS).map((permission) => [
    permission,
    STORE_MEMBER_ROLES.filter((role) => storeCan(storeRoleOf(role), permission as TStorePermission)),
  ]),
) as Record<TStorePermission, string[]>;

export function createNotifier(repositories: {
  stores: Pick<NotificationsRepository, 'fanOut' | 'fanOutPart'>;
  users: Pick<UserNotificationsRepository, 'insert'>;
}) {
  return {
    async notifyStore(ex: Executor, { permission = 'orders', firstWrite, ...notice }: StoreNotice): Promise<void> {
      await repositories.stores.fanOut(ex, notice, MEMBER_ROLES[permission], firstWrite);
    },
    /**
     * `notifyStore` as a part of a caller's statement (`FollowingWrites`), for a notice whose key is made there
     * from the new row's id; its placeholders are named after `prefix`.
     */
    storeNoticePart(prefix: string) {
      const part = repositories.stores.fanOutPart(prefix);
      return {
        insertion: part.insertion,
        values: ({ permission = 'orders', ...notice }: Omit<StoreNotice, 'dedupeKey' | 'firstWrite'>) =>
          part.values(notice, MEMBER_ROLES[permission]),
      };
    },
    async notifyUser(ex: Executor, { data = {}, ...notice }: UserNotice): Promise<void> {
      await repositories.users.insert(ex, { ...notice, data });
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
