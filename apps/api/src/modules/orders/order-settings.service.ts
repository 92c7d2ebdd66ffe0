import type { TOrderSettings } from '@dawanow/shared/orders/settings';
import type { Db, Executor } from '../../db/client';
import type { OrdersRepository } from './orders.repository';

/** Every quote and every offer reads these; a change reaches other API processes within this long. */
const CACHE_MS = 5000;

/** Settings an administrator changes: how long a store has to accept, and the cash-on-delivery ceiling. */
export function createOrderSettingsService(db: Db, repository: OrdersRepository) {
  let cached: { value: TOrderSettings; until: number } | null = null;
  return {
    /** Inside a transaction pass it: the embedded database has one connection, which the transaction holds. */
    async read(ex: Executor = db): Promise<TOrderSettings> {
      if (cached && cached.until > Date.now()) return cached.value;
      const value = await repository.readSettings(ex);
      cached = { value, until: Date.now() + CACHE_MS };
      return value;
    },
    async write(value: TOrderSettings): Promise<TOrderSettings> {
      await repository.writeSettings(db, value);
      cached = { value, until: Date.now() + CACHE_MS };
      return value;
    },
  };
}
export type OrderSettingsService = ReturnType<typeof createOrderSettingsService>;
