/**
 * Server-Sent Events: a long-lived response that pushes `event: order` messages. A comment line
 * every 25 s keeps proxies from closing an idle stream; streams still open when the app shuts
 * down are ended so the process can exit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const KEEPALIVE_MS = 25_000;

export type StreamSend = (event: string, data: unknown) => void;

export function registerEventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  /** Opens a stream; `subscribe` starts pushing and returns how to stop. */
  return function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    subscribe: (send: StreamSend) => () => void,
  ) {
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
    const unsubscribe = subscribe(send);
    const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
    const end = () => {
      clearInterval(keepalive);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  };
}
export type OpenStream = ReturnType<typeof registerEventStreams>;
