/** Asking a pharmacy to build an order from a prescription: only real pharmacies, and not without limit. */
import { randomUUID } from 'node:crypto';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createStore } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('quote-requests');
let prescriptionId: string;

beforeAll(async () => {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const body = multipart({ patientName: 'Asha Menon', issuedOn: '2026-11-20' }, [
    { name: 'rx.jpg', type: 'image/jpeg', bytes: photo },
  ]);
  const res = await setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/prescriptions', ...body }));
  prescriptionId = res.json<TPrescriptionSummary>().id;
});

const ask = (storeId: string) =>
  setup.app.inject(
    as(setup.world.customer, {
      method: 'POST',
      url: `/api/prescriptions/${prescriptionId}/quotes`,
      payload: { storeId },
    }),
  );
const quoteCount = async () =>
  (await queryRows<{ n: number }>(setup.app, sql`select count(*)::int as n from prescription_quotes`))[0]?.n ?? 0;

describe('quote requests', () => {
  it('answers 404 for a pharmacy that does not exist or is suspended, storing nothing', async () => {
    const suspended = await createStore(setup.app, 'Closed For Good Chemists', { status: 'suspended' });
    for (const storeId of [randomUUID(), suspended]) {
      const res = await ask(storeId);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'This pharmacy does not exist or is not taking requests.',
      });
    }
    expect(await quoteCount()).toBe(0);
  });

  it('answers the open request again instead of sending a second one to the same pharmacy', async () => {
    const first = await ask(setup.world.storeA);
    expect(first.statusCode).toBe(201);
    const again = await ask(setup.world.storeA);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await quoteCount()).toBe(1);
  });

  it('limits new requests per pharmacy, then says when to try again', async () => {
    // Each declined request leaves room for a new one, until the hourly limit per pharmacy.
    const decline = () =>
      setup.app.database.db.execute(
        sql`update prescription_quotes set status = 'declined' where store_id = ${setup.world.storeB}`,
      );
    for (let n = 0; n < 3; n += 1) {
      expect((await ask(setup.world.storeB)).statusCode).toBe(201);
      await decline();
    }
    const before = await quoteCount();
    const limited = await ask(setup.world.storeB);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', message: /^Too many attempts/ });
    expect(await quoteCount()).toBe(before);
  });
});
