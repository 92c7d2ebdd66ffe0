/**
 * Live order updates (ARCHITECTURE §2 "realtime"): a change is announced with NOTIFY inside the
 * transaction that makes it, so listeners hear of it only once it is committed, and every API
 * process listening on the channel hears it (listen.ts) — which is what lets Server-Sent Events work
 * behind a load balancer. A second channel says that someone's membership of a store ended, so every
 * process closes the store streams that person still has open.
 */
import { EventEmitter } from 'node:events';
import { type TOrderChange, ZOrderChange } from '@dawanow/shared/orders/status';
import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../db/client';
import { listen } from './listen';

const CHANNEL = 'order_changes';
const ACCESS_CHANNEL = 'store_access_ended';
const ZAccessEnded = z.object({ storeId: z.uuid(), userId: z.string().min(1) });
export type AccessEnded = z.infer<typeof ZAccessEnded>;

/** The NOTIFY call, for statements that announce as part of what they do. */
export function orderChangeNotification(change: TOrderChange | Placeholder): SQL {
  return sql`pg_notify(${CHANNEL}, ${is(change, Placeholder) ? change : JSON.stringify(change)})`;
}

export async function announceOrderChange(tx: Executor, change: TOrderChange): Promise<void> {
  await tx.execute(sql`select ${orderChangeNotification(change)}`);
}

/** Inside the transaction that removes a member: heard once it commits. */
export async function announceAccessEnded(tx: Executor, ended: AccessEnded): Promise<void> {
  await tx.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${JSON.stringify(ended)})`);
}

export type OrderChanges = {
  subscribe(listener: (change: TOrderChange) => void): () => void;
  /** Hears each ended store membership, in whichever process ended it. */
  onAccessEnded(listener: (ended: AccessEnded) => void): () => void;
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
  const deliverAccess = (payload: string | undefined) => {
    const parsed = ZAccessEnded.safeParse(JSON.parse(payload ?? 'null'));
    if (parsed.success) emitter.emit('access-ended', parsed.data);
  };
  const { close } = await listen(
    database,
    [CHANNEL, ACCESS_CHANNEL],
    (channel, payload) => (channel === ACCESS_CHANNEL ? deliverAccess(payload) : deliver(payload)),
    log,
  );
  return {
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    onAccessEnded(listener) {
      emitter.on('access-ended', listener);
      return () => emitter.off('access-ended', listener);
    },
    close,
  };
}
