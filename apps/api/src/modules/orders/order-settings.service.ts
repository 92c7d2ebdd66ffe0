import type { TOrderSettings } from '@dawanow/shared/orders/settings';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/access';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { OrdersRepository } from './orders.repository';

/** Every quote and every offer reads these; a change reaches other API processes within this long. */
const CACHE_MS = 5000;

/** Settings an administrator changes: how long a store has to accept, and the cash-on-delivery ceiling. */
export function createOrderSettingsService(db: Db, repository: OrdersRepository, recordAdminAction: RecordAdminAction) {
  let cached: { value: TOrderSettings; until: number } | null = null;
  return {
    /** Inside a transaction pass it: the embedded database has one connection, which the transaction holds. */
    async read(ex: Executor = db): Promise<TOrderSettings> {
      if (cached && cached.until > Date.now()) return cached.value;
      const value = await repository.readSettings(ex);
      cached = { value, until: Date.now() + CACHE_MS };
      return value;
    },
    /** Issue 15: audited with what it replaced, in the same transaction. */
    async write(actor: Actor, value: TOrderSettings): Promise<TOrderSettings> {
      await db.transaction(async (tx) => {
        const before = await repository.readSettings(tx, { lock: true });
        await repository.writeSettings(tx, value);
        await recordAdminAction(tx, {
          actor,
          action: 'settings.orders.updated',
          subjectType: 'settings',
          subjectId: 'orders',
          before,
          after: value,
        });
      });
      cached = { value, until: Date.now() + CACHE_MS };
      return value;
    },
  };
}
export type OrderSettingsService = ReturnType<typeof createOrderSettingsService>;
