/**
 * A LISTEN connection on a PostgreSQL server outlives the server's outages. The listener reaches the server
 * (TEST_DATABASE_URL, else the local one) through a TCP relay the tests can refuse or freeze, as a network
 * fault or a database restart would.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { type Listener, listen } from './listen';
import { openReadCache, type ReadCache } from './read-cache';

const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const CHANNEL = 'listen_test';

/**
 * Relays connections to the server; `refuse` closes new ones at once, `freeze` stops passing bytes, and
 * `answerDelayMs` holds back what the server sends, in order, as a long route does.
 */
function createRelay() {
  const open = new Set<Socket>();
  const state = { refuse: false, frozen: false, refused: 0, answerDelayMs: 0 };
  const server: Server = createServer((incoming) => {
    if (state.refuse) {
      state.refused += 1;
      incoming.destroy();
      return;
    }
    const outgoing = connect(Number(serverUrl.port || 5432), serverUrl.hostname);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    // A frozen relay swallows what it is sent, as a dropped route does: no reset, no answer
    incoming.on('data', (chunk) => state.frozen || outgoing.write(chunk));
    outgoing.on('data', (chunk) => {
      if (state.frozen) return;
      if (state.answerDelayMs > 0) setTimeout(() => incoming.write(chunk), state.answerDelayMs);
      else incoming.write(chunk);
    });
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  return {
    state,
    server,
    /** Ends every relayed connection, as a server restart would */
    drop: () => {
      for (const socket of open) socket.destroy();
    },
  };
}

const relay = createRelay();
let relayUrl: string;
let notifier: pg.Client;
let listener: Listener | undefined;
let pool: pg.Pool | undefined;
let cache: ReadCache | undefined;
const log = { warn: () => undefined } as unknown as Parameters<typeof listen>[3];

beforeAll(async () => {
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const { port } = relay.server.address() as { port: number };
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  relayUrl = url.toString();
  notifier = new pg.Client({ connectionString: serverUrl.toString() });
  await notifier.connect();
});
afterEach(async () => {
  await listener?.close();
  await cache?.close();
  await pool?.end();
  Object.assign(relay.state, { refuse: false, frozen: false, refused: 0, answerDelayMs: 0 });
  relay.drop();
});
afterAll(async () => {
  await notifier.end();
  await new Promise((resolve) => relay.server.close(resolve));
});

/** A listener through the relay; records what it hears and every change of its connection. */
async function listenThroughRelay() {
  pool = new pg.Pool({ connectionString: relayUrl });
  const database = { kind: 'postgres', pool, sessionUrl: relayUrl } as Database;
  const heard: string[] = [];
  const connection: boolean[] = [];
  listener = await listen(database, [CHANNEL], (_channel, payload) => heard.push(payload ?? ''), log, {
    onConnection: (isListening) => connection.push(isListening),
  });
  return { heard, connection };
}

/** Notifies until the listener hears it: a notification sent while it is reconnecting is lost by design. */
async function expectHeard(heard: string[], payload: string) {
  await vi.waitFor(
    async () => {
      await notifier.query(`select pg_notify('${CHANNEL}', '${payload}')`);
      expect(heard).toContain(payload);
    },
    { timeout: 15_000, interval: 300 },
  );
}

describe('settling', () => {
  it('hears, for every one of many writers settling at once, each notification committed before it asked', async () => {
    const { heard } = await listenThroughRelay();
    await expectHeard(heard, 'ready');
    // The server's answers take a while to arrive, so writers commit while earlier writers' round trips are
    // still out: a round trip sent before a writer's commit is answered ahead of its notification, and must
    // not count as that writer's settle.
    relay.state.answerDelayMs = 100;
    const missed: number[] = [];
    const settled: Promise<void>[] = [];
    for (let writer = 0; writer < 40; writer++) {
      await notifier.query(`select pg_notify('${CHANNEL}', 'write ${writer}')`);
      settled.push(
        (listener as Listener).settle().then(() => {
          if (!heard.includes(`write ${writer}`)) missed.push(writer);
        }),
      );
    }
    await Promise.all(settled);
    expect(missed).toEqual([]);
  });
});

describe('a LISTEN connection', () => {
  it('keeps trying to reconnect while the server refuses it, and listens again once it is back', async () => {
    const { heard, connection } = await listenThroughRelay();
    await expectHeard(heard, 'before');
    relay.state.refuse = true;
    relay.drop();
    await vi.waitFor(() => expect(relay.state.refused).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    relay.state.refuse = false;
    await expectHeard(heard, 'after');
    expect(connection).toEqual([true, false, true]);
  });

  it('does not hold a write behind a connection that stopped answering, and listens again on a new one', async () => {
    const { heard, connection } = await listenThroughRelay();
    await expectHeard(heard, 'before');
    relay.state.frozen = true;
    // Resolves although the server never answers; the frozen connection counts as lost
    await listener?.settle();
    expect(connection).toEqual([true, false]);
    relay.state.frozen = false;
    await expectHeard(heard, 'after');
    expect(connection).toEqual([true, false, true]);
  });

  it('does not let the read cache keep an answer whose read began before the connection was lost', async () => {
    pool = new pg.Pool({ connectionString: relayUrl });
    const kept = await openReadCache({ kind: 'postgres', pool, sessionUrl: relayUrl } as Database, log);
    cache = kept;
    let release: (value: string) => void = () => undefined;
    const during = kept.read('page', ['products'], 60_000, () => new Promise<string>((resolve) => (release = resolve)));
    /** Whether an answer read now is kept */
    const keeps = async () => {
      let loads = 0;
      const load = async () => ++loads;
      await kept.read('probe', ['products'], 60_000, load);
      return (await kept.read('probe', ['products'], 60_000, load)) === 1;
    };
    relay.drop();
    await vi.waitFor(async () => expect(await keeps()).toBe(false), { timeout: 15_000, interval: 50 });
    await vi.waitFor(async () => expect(await keeps()).toBe(true), { timeout: 15_000, interval: 300 });
    release('read before the outage');
    expect(await during).toBe('read before the outage');
    // A change made during the outage went unheard, so that answer must not be served
    expect(await kept.read('page', ['products'], 60_000, async () => 'read again')).toBe('read again');
  });
});
