/**
 * LISTEN on PostgreSQL channels (ARCHITECTURE §2 "realtime"): NOTIFY reaches every API process
 * listening on the server, which is what lets one process tell the others that something changed.
 * The embedded database delivers NOTIFY to its own listeners the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

const RECONNECT_MS = 2000;

export type Listening = {
  /** Called with false when the server connection is lost (notifications may be missed), true once listening again */
  onConnection?: (isListening: boolean) => void;
};

export type Listener = {
  /**
   * Resolves once every notification committed before the call has been delivered: the server sends a session
   * its pending notifications before it answers the session's next query.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

/** Listens until closed; `deliver` hears each notification on `channels`. */
export async function listen(
  database: Database,
  channels: readonly string[],
  deliver: (channel: string, payload: string | undefined) => void,
  log: FastifyBaseLogger,
  { onConnection }: Listening = {},
): Promise<Listener> {
  if (database.kind === 'pglite') {
    const unlisten = await Promise.all(
      channels.map((channel) => database.client.listen(channel, (payload) => deliver(channel, payload))),
    );
    return {
      // The embedded database calls listeners before the notifying statement returns
      settle: async () => undefined,
      close: async () => {
        for (const stop of unlisten) await stop();
      },
    };
  }
  // A session of its own: a pooled connection would be handed to other queries.
  const { connectionString } = database.pool.options as { connectionString: string };
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => deliver(message.channel, message.payload));
    next.on('error', (error) => {
      log.warn({ err: error, channels }, 'a LISTEN connection was lost; reconnecting');
      onConnection?.(false);
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    for (const channel of channels) await next.query(`listen ${channel}`);
    client = next;
    onConnection?.(true);
  };
  await connect();
  return {
    // Without a connection nothing is kept (onConnection), so there is nothing to wait for
    settle: async () => {
      await client?.query('select 1').catch(() => undefined);
    },
    close: async () => {
      closed = true;
      await client?.end();
    },
  };
}
