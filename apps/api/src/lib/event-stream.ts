/**
 * Server-Sent Events: a long-lived response that pushes `event: order` messages. A comment line
 * every 25 s keeps proxies from closing an idle stream; streams still open when the app shuts
 * down are ended so the process can exit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const KEEPALIVE_MS = 25_000;
/**
 * Open streams per signed-in user (per address for anyone else) in one process: enough for a
 * pharmacy's counter, phone and a few tabs, while nobody can tie up the server with thousands.
 */
export const MAX_STREAMS_PER_CLIENT = 10;

export type StreamSend = (event: string, data: unknown) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Event streams open in this process now (the metrics report them) */
    openEventStreams(): number;
  }
}

export function registerEventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  const perClient = new Map<string, number>();
  app.decorate('openEventStreams', () => open.size);
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  /** Opens a stream; `subscribe` starts pushing (and may `end` it) and returns how to stop. */
  return function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    subscribe: (send: StreamSend, end: () => void) => () => void,
  ) {
    const client = request.actor ? `user:${request.actor.userId}` : `ip:${request.ip}`;
    const streams = perClient.get(client) ?? 0;
    if (streams >= MAX_STREAMS_PER_CLIENT) {
      throw new AppError(
        'RATE_LIMITED',
        `Live updates are already open in ${MAX_STREAMS_PER_CLIENT} tabs or devices. Close one and reload this page.`,
      );
    }
    perClient.set(client, streams + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write('retry: 3000\n\n');
    const send: StreamSend = (event, data) => {
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let unsubscribe = () => {};
    const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(keepalive);
      unsubscribe();
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    unsubscribe = subscribe(send, end);
    request.raw.on('close', end);
  };
}
export type OpenStream = ReturnType<typeof registerEventStreams>;
