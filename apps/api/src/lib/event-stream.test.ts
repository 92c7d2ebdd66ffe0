/** Live order streams are bounded per user, so nobody can hold the server open with thousands. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/factories';
import { checkoutBody, createOrderWorld, type OrderWorld } from '../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_STREAMS_PER_CLIENT } from './event-stream';

const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-streams-'));
let t: TestApp;
let world: OrderWorld;
let address: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  world = await createOrderWorld(t.app);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('live order streams', () => {
  it(`opens at most ${MAX_STREAMS_PER_CLIENT} per user at once, and one more when one closes`, async () => {
    const payload = await checkoutBody(t.app, world, [[world.paracetamol, 1, 2700]]);
    const placed = await t.app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload }));
    const orderId = placed.json<TPlaceOrderResponse>().order.id;
    const open = (cookie: string) => {
      const controller = new AbortController();
      return fetch(`${address}/api/orders/${orderId}/stream`, { headers: { cookie }, signal: controller.signal }).then(
        (res) => ({ res, close: () => controller.abort() }),
      );
    };

    const streams = [];
    for (let n = 0; n < MAX_STREAMS_PER_CLIENT; n += 1) streams.push(await open(world.customer.cookie));
    expect(streams.every(({ res }) => res.status === 200)).toBe(true);
    const refused = await open(world.customer.cookie);
    expect(refused.res.status).toBe(429);
    expect(((await refused.res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');

    // The server hears the closed connection a moment later.
    streams.pop()?.close();
    let reopened = await open(world.customer.cookie);
    for (let tries = 0; reopened.res.status !== 200 && tries < 50; tries += 1) {
      await new Promise((wait) => setTimeout(wait, 100));
      reopened = await open(world.customer.cookie);
    }
    expect(reopened.res.status).toBe(200);
    streams.push(reopened);
    for (const { close } of streams) close();
  });
});
