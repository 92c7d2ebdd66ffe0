/**
 * Live order updates (ARCHITECTURE §2 "realtime"): a change is announced with NOTIFY inside the
 * transaction that makes it, so listeners hear of it only once it is committed, and every API
 * process listening on the channel hears it — which is what lets Server-Sent Events work behind a
 * load balancer. The embedded database delivers NOTIFY to its own listeners the same way.
 */
import { EventEmitter } from 'node:events';
import { type TOrderChange, ZOrderChange } from '@dawanow/shared/orders/status';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Executor } from '../db/client';

const CHANNEL = 'order_changes';
const RECONNECT_MS = 2000;

/** The NOTIFY call, for statements that announce as part of what they do. */
export function orderChangeNotification(change: TOrderChange): SQL {
  return sql`pg_notify(${CHANNEL}, ${JSON.stringify(change)})`;
}

export async function announceOrderChange(tx: Executor, change: TOrderChange): Promise<void> {
  await tx.execute(sql`select ${orderChangeNotification(change)}`);
}

export type OrderChanges = {
  subscribe(listener: (change: TOrderChange) => void): () => void;
  close(): Promise<void>;
};

export async function listenForOrderChanges(database: Database, log: FastifyBaseLogger): Promise<OrderChanges> {
  const emitter = new EventEmitter();
  // One listener per open stream (customers and store counters)
  emitter.setMaxListeners(0);
  const deliver = (payload: string | undefined) => {
    const parsed = ZOrderChange.safeParse(JSON.parse(payload ?? 'null'));
    if (parsed.success) emitter.emit('change', parsed.data);
  };
  let close: () => Promise<void>;
  if (database.kind === 'pglite') {
    const unlisten = await database.client.listen(CHANNEL, deliver);
    close = unlisten;
  } else {
    // A session of its own: a pooled connection would be handed to other queries.
    const { connectionString } = database.pool.options as { connectionString: string };
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => deliver(message.payload));
      next.on('error', (error) => {
        log.warn({ err: error }, 'order change listener lost its connection; reconnecting');
        next.end().catch(() => undefined);
        if (!closed) setTimeout(() => connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      client = next;
    };
    await connect();
    close = async () => {
      closed = true;
      await client?.end();
    };
  }
  return {
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: () => close(),
  };
}
