/**
 * LISTEN on PostgreSQL channels (ARCHITECTURE §2 "realtime"): NOTIFY reaches every API process
 * listening on the server, which is what lets one process tell the others that something changed.
 * The embedded database delivers NOTIFY to its own listeners the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';

const RECONNECT_MS = 2000;
/** How long a write waits for the listener to answer before counting the connection as lost */
const SETTLE_MS = 250;
const HEARTBEAT_MS = 30_000;
const KEEPALIVE_MS = 10_000;

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
  // A session of its own (DATABASE_LISTEN_URL, or DATABASE_URL): a pooled connection would be handed to other queries.
  const connectionString = database.sessionUrl;
  let current: { client: pg.Client; lose: (reason: unknown) => void } | null = null;
  let closed = false;

  // An outage can outlast many attempts: each failed one schedules the next until the server is back.
  const retry = () => {
    if (!closed) setTimeout(() => connect().catch(retry), RECONNECT_MS).unref();
  };
  const connect = async (): Promise<void> => {
    // Keepalive probes let the kernel notice a peer that vanished without closing the connection.
    const next = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_MS });
    let lost = false;
    // pg may report one failure both as an 'error' event and a rejected query: it is handled once.
    const lose = (reason: unknown) => {
      if (lost) return;
      lost = true;
      next.end().catch(() => undefined);
      // An attempt that never listened is retried by whoever made it
      if (current?.client !== next) return;
      current = null;
      log.warn({ err: reason, channels }, 'a LISTEN connection was lost; reconnecting');
      onConnection?.(false);
      retry();
    };
    next.on('notification', (message) => deliver(message.channel, message.payload));
    next.on('error', lose);
    next.on('end', () => lose(new Error('the LISTEN connection ended')));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${channel}`);
    } catch (error) {
      lose(error);
      throw error;
    }
    if (closed || lost) {
      next.end().catch(() => undefined);
      if (lost) throw new Error('the LISTEN connection ended while it was being opened');
      return;
    }
    current = { client: next, lose };
    onConnection?.(true);
  };

  /** One round trip on the connection: what the server sent before its answer has been delivered. */
  const probe = async () => {
    // Without a connection nothing is kept (onConnection), so there is nothing to wait for
    const listening = current;
    if (!listening) return;
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      listening.client.query('select 1').then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), SETTLE_MS);
      }),
    ]);
    clearTimeout(timer);
    // A connection that does not answer may be half-open and deaf to notifications: writers must not queue
    // behind it, and what is kept must not outlive it, so it counts as lost and a fresh one is opened.
    if (!answered) listening.lose(new Error(`the LISTEN connection did not answer within ${SETTLE_MS} ms`));
  };

  // Every write settles, so under load the writes of many requests ask at once. A probe answers every caller
  // who asked before it was sent; those who ask while it is out share the next one. A burst of writes costs
  // two round trips on this one connection instead of a queue of one each.
  let sent: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  const settle = (): Promise<void> => {
    if (!sent) {
      sent = probe().finally(() => {
        sent = null;
      });
      return sent;
    }
    following ??= sent.then(() => {
      following = null;
      return settle();
    });
    return following;
  };

  await connect();
  // An idle connection that silently died is found within a heartbeat, not when the next write settles.
  const heartbeat = setInterval(() => void settle(), HEARTBEAT_MS).unref();
  return {
    settle,
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      const listening = current;
      current = null;
      await listening?.client.end();
    },
  };
}
