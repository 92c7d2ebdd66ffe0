import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT_ENCODING, decodedBody } from '../../test/decoded-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerEventStreams } from '../lib/event-stream';
import { compressApiResponses } from './compress-responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('compressed API answers', () => {
  it('sends a large JSON answer (the category list) brotli-compressed to a browser', async () => {
    const plain = await get('/api/categories');
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await get('/api/categories', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(decodedBody(res)).toBe(plain.body);
  });

  it('sends gzip to a client that accepts gzip but not brotli', async () => {
    const res = await get('/api/categories', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(res))).toEqual((await get('/api/categories')).json());
  });

  it('sends JSON as it is to a client that accepts no compression', async () => {
    const clients: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of clients) {
      const res = await get('/api/categories', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().categories.length).toBeGreaterThan(0);
    }
  });

  it('sends a small answer (under 1 KB) as it is: compressing would save nothing', async () => {
    const res = await get('/api/health', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('answers that are not compressed again', () => {
  // A large body of each kind; only the content type differs.
  const bytes = Buffer.alloc(8 * 1024, 'a');
  const app = Fastify();
  beforeAll(async () => {
    await app.register(async (api) => {
      await compressApiResponses(api);
      api.get('/file', async (request, reply) => reply.type((request.query as { type: string }).type).send(bytes));
      const openStream = registerEventStreams(api);
      api.get('/stream', async (request, reply) =>
        openStream(request, reply, (send) => {
          send('order', { note: 'a'.repeat(4096) });
          return () => undefined;
        }),
      );
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends prescription photos, PDFs and opaque bytes as stored', async () => {
    for (const type of ['image/jpeg', 'image/webp', 'application/pdf', 'application/octet-stream']) {
      const res = await app.inject({
        method: 'GET',
        url: `/file?type=${encodeURIComponent(type)}`,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      });
      expect(res.headers['content-encoding'], type).toBeUndefined();
      expect(res.rawPayload.equals(bytes), type).toBe(true);
    }
  });

  it('streams Server-Sent Events uncompressed, each event as it is sent', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/stream`, {
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    while (!received.includes('event: order')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    expect(received).toContain('event: order');
  });
});
