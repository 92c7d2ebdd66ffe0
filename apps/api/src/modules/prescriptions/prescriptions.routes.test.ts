import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZApiError } from '@dawanow/shared/errors';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TPrescriptionSummary, TStorePrescription } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import {
  checkoutBody,
  createOrderWorld,
  createProduct,
  type OrderWorld,
  shelve,
  stockOf,
} from '../../../test/order-fixtures';
import {
  cleanPdf,
  encryptedPdfWithObjectStreams,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScript,
  pdfWithOpenActionInObjectStream,
} from '../../../test/pdf-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-rx-'));
let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;
let alprazolam: string;
let photo: Buffer;
let scan: Buffer;

const details = {
  patientName: 'Asha Menon',
  doctorName: 'Dr. R. Rao',
  doctorRegistration: 'KMC 45678',
  issuedOn: '2026-11-20',
};

function upload(user: TestUser | null, files: { name: string; type: string; bytes: Buffer }[], fields = details) {
  const body = multipart(fields, files);
  return app.inject(as(user, { method: 'POST', url: '/api/prescriptions', ...body }));
}

const jpeg = (bytes = photo) => ({ name: 'prescription.jpg', type: 'image/jpeg', bytes });
const prescriptionCount = async () =>
  (await queryRows<{ n: number }>(app, sql`select count(*)::int as n from prescriptions`))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  app = t.app;
  world = await createOrderWorld(app);
  alprazolam = await createProduct(app, { name: 'Alprax 0.25 Tablet', mrpPaise: 4500, schedule: 'H1' });
  await shelve(app, world.storeA, alprazolam, { pricePaise: 4200, stock: 30 });
  // A phone photo carrying the place it was taken (EXIF GPS) and the camera
  photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#f4f1ea' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 17/1' },
    })
    .toBuffer();
  scan = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('uploading a prescription', () => {
  it('keeps two images re-encoded without metadata, with thumbnails, served privately to the owner', async () => {
    const res = await upload(world.customer, [jpeg(), { name: 'page-2.png', type: 'image/png', bytes: scan }]);
    expect(res.statusCode, res.body).toBe(201);
    const prescription = res.json<TPrescriptionSummary>();
    expect(prescription).toMatchObject({
      status: 'pending',
      patientName: 'Asha Menon',
      doctorRegistration: 'KMC 45678',
    });
    expect(prescription.files).toHaveLength(2);
    expect(prescription.files.every((file) => file.hasThumbnail && file.contentType === 'image/jpeg')).toBe(true);

    const file = await app.inject(as(world.customer, { method: 'GET', url: prescription.files[0]?.url ?? '' }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('private');
    expect(file.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    const thumbnail = await app.inject(
      as(world.customer, { method: 'GET', url: `${prescription.files[0]?.url}?variant=thumbnail` }),
    );
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
  });

  it('judges files by their bytes and refuses spoofed, empty, oversized and too many files, storing nothing', async () => {
    const before = await prescriptionCount();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000, 1)]);
    const cases: [string, { name: string; type: string; bytes: Buffer }[], number][] = [
      ['an EXE renamed .jpg', [{ name: 'prescription.jpg', type: 'image/jpeg', bytes: exe }], 415],
      [
        'an HTML page as PDF',
        [{ name: 'rx.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script>') }],
        415,
      ],
      ['a 0-byte file', [{ name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }], 400],
      ['an 11 MB file', [jpeg(Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]))], 413],
      ['six files', Array.from({ length: 6 }, () => jpeg()), 400],
      [
        'a PDF with JavaScript',
        [
          {
            name: 'rx.pdf',
            type: 'application/pdf',
            bytes: Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /JS (app.alert(1)) >> >>\n%%EOF\n'),
          },
        ],
        400,
      ],
    ];
    for (const [what, files, status] of cases) {
      const res = await upload(world.customer, files);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
    }
    expect(await prescriptionCount()).toBe(before);
  });

  it('accepts a real PDF and ignores the name it was sent with', async () => {
    const pdf = await cleanPdf();
    const res = await upload(world.customer, [{ name: '../../../etc/passwd', type: 'text/plain', bytes: pdf }]);
    expect(res.statusCode, res.body).toBe(201);
    const prescription = res.json<TPrescriptionSummary>();
    expect(prescription.files[0]).toMatchObject({ contentType: 'application/pdf', hasThumbnail: false });
    const stored = readdirSync(join(dataDir, 'uploads', 'prescriptions', prescription.id));
    expect(stored).toEqual([`${prescription.files[0]?.id}.pdf`, `${prescription.files[0]?.id}.pdf.type`]);
  });

  it('parses PDFs and refuses encrypted ones and active content, however hidden, storing nothing', async () => {
    const before = await prescriptionCount();
    const storedBefore = readdirSync(join(dataDir, 'uploads', 'prescriptions')).length;
    const hostile: [string, Buffer, string][] = [
      ['JavaScript named in hex escapes', pdfWithEscapedJavaScript('lower'), 'This PDF contains JavaScript'],
      ['an open action in a compressed object stream', await pdfWithOpenActionInObjectStream(), 'runs actions'],
      ['an encrypted PDF', await encryptedPdfWithObjectStreams(), 'password-protected or encrypted'],
      ['an attached file', await pdfWithEmbeddedFile(), 'other files attached'],
    ];
    for (const [what, bytes, message] of hostile) {
      const res = await upload(world.customer, [jpeg(), { name: 'rx.pdf', type: 'application/pdf', bytes }]);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(ZApiError.parse(res.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining(message),
      });
    }
    expect(await prescriptionCount()).toBe(before);
    expect(readdirSync(join(dataDir, 'uploads', 'prescriptions'))).toHaveLength(storedBefore);
  });

  it('serves a PDF only as a download that runs nothing, to be drawn by the app rather than the browser', async () => {
    const pdf = await cleanPdf();
    const res = await upload(world.customer, [{ name: 'rx.pdf', type: 'application/pdf', bytes: pdf }, jpeg()]);
    expect(res.statusCode, res.body).toBe(201);
    const [pdfFile, imageFile] = res.json<TPrescriptionSummary>().files;
    const file = await app.inject(as(world.customer, { method: 'GET', url: pdfFile?.url ?? '' }));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="prescription-${pdfFile?.id}.pdf"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    // A re-encoded photo still opens in a tab, under the same policy.
    const image = await app.inject(as(world.customer, { method: 'GET', url: imageFile?.url ?? '' }));
    expect(image.headers).toMatchObject({
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('refuses guests and missing details', async () => {
    expect((await upload(null, [jpeg()])).statusCode).toBe(401);
    const noPatient = await upload(world.customer, [jpeg()], { ...details, patientName: '' });
    expect(noPatient.statusCode).toBe(400);
    expect(noPatient.json().error.message).toBe('Enter the patient’s name');
  });
});

describe('who can see a prescription', () => {
  it('refuses other customers, other stores and guests; logs every view by a store or an admin', async () => {
    const prescription = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
    const url = prescription.files[0]?.url ?? '';
    const stranger = await createUser(app);
    expect((await app.inject(as(stranger, { method: 'GET', url }))).statusCode).toBe(404);
    expect((await app.inject(as(null, { method: 'GET', url }))).statusCode).toBe(401);
    // Store A has no order or quote with it yet
    const early = await app.inject(as(world.staffA, { method: 'GET', url: `${url}?storeId=${world.storeA}` }));
    expect(early.statusCode).toBe(404);

    await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/prescriptions/${prescription.id}/quotes`,
        payload: { storeId: world.storeA },
      }),
    );
    expect(
      (await app.inject(as(world.staffA, { method: 'GET', url: `${url}?storeId=${world.storeA}` }))).statusCode,
    ).toBe(200);
    expect(
      (await app.inject(as(world.staffB, { method: 'GET', url: `${url}?storeId=${world.storeB}` }))).statusCode,
    ).toBe(404);
    expect(
      (await app.inject(as(world.staffB, { method: 'GET', url: `${url}?storeId=${world.storeA}` }))).statusCode,
    ).toBe(404);
    const admin = await createUser(app, { role: 'admin' });
    expect((await app.inject(as(admin, { method: 'GET', url: `${url}?reason=audit` }))).statusCode).toBe(200);
    await app.inject(as(world.customer, { method: 'GET', url }));

    const log = await app.inject(
      as(admin, { method: 'GET', url: `/api/admin/prescriptions/${prescription.id}/access-log` }),
    );
    expect(
      log.json().entries.map((entry: { viewerRole: string; reason: string }) => [entry.viewerRole, entry.reason]),
    ).toEqual([
      ['store_admin', 'verification'],
      ['admin', 'audit'],
    ]);
  });
});

describe('verification gates the order and H1 sales are registered', () => {
  async function rxOrder(prescriptionId: string) {
    const body = await checkoutBody(app, world, [[alprazolam, 2, 4200]], { prescriptionId });
    const res = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TPlaceOrderResponse>().order;
  }
  const review = (prescriptionId: string, payload: object) =>
    app.inject(
      as(world.staffA, {
        method: 'POST',
        url: `/api/stores/${world.storeA}/prescriptions/${prescriptionId}/review`,
        payload,
      }),
    );

  it('refuses to accept until approved; a rejection tells the customer, who attaches a new one', async () => {
    const first = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
    const order = await rxOrder(first.id);
    const accept = () =>
      app.inject(as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/accept` }));
    expect((await accept()).statusCode).toBe(409);

    const queue = await app.inject(
      as(world.staffA, { method: 'GET', url: `/api/stores/${world.storeA}/prescriptions` }),
    );
    const queued = queue
      .json()
      .prescriptions.find((row: TStorePrescription) => row.id === first.id) as TStorePrescription;
    expect(queued.requestedItems).toEqual([
      { productId: alprazolam, name: 'Alprax 0.25 Tablet', quantity: 2, schedule: 'H1' },
    ]);

    expect((await review(first.id, { decision: 'reject', reason: 'Illegible' })).json().status).toBe('rejected');
    const customerView = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }));
    expect(customerView.json().events.at(-1).title).toBe('Prescription rejected: illegible');

    const second = (await upload(world.customer, [jpeg(scan)])).json<TPrescriptionSummary>();
    const attached = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/orders/${order.id}/prescription`,
        payload: { prescriptionId: second.id },
      }),
    );
    expect(attached.json().prescriptionId).toBe(second.id);
    const approved = await review(second.id, {
      decision: 'approve',
      validUntil: '2027-05-20',
      covers: [{ productId: alprazolam, quantity: 2 }],
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      covers: [{ name: 'Alprax 0.25 Tablet', quantity: 2 }],
    });
    expect((await accept()).statusCode).toBe(200);

    const step = (action: string, payload?: object) =>
      app.inject(
        as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/${action}`, payload }),
      );
    await step('status', { status: 'packed' });
    await step('status', { status: 'out_for_delivery' });
    expect((await step('deliver', { otp: order.deliveryOtp })).statusCode).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const range = `from=2026-01-01&to=${today > '2026-12-31' ? today : '2026-12-31'}`;
    const register = await app.inject(
      as(world.staffA, { method: 'GET', url: `/api/stores/${world.storeA}/h1-register?${range}` }),
    );
    expect(register.json().entries).toContainEqual(
      expect.objectContaining({
        orderNumber: order.number,
        patientName: 'Asha Menon',
        prescriberName: 'Dr. R. Rao',
        prescriberRegistration: 'KMC 45678',
        drugName: 'Alprax 0.25 Tablet (strip of 10 tablets)',
        quantity: 2,
        batchNumber: 'B-2611',
      }),
    );
    const csv = await app.inject(
      as(world.staffA, { method: 'GET', url: `/api/stores/${world.storeA}/h1-register?${range}&format=csv` }),
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'Date (IST),Order,Patient,Patient address,Prescriber,Registration,Drug,Quantity,Batch',
    );
    expect(csv.body).toContain(`${order.number},Asha Menon,`);
    expect(
      (await app.inject(as(world.staffB, { method: 'GET', url: `/api/stores/${world.storeA}/h1-register?${range}` })))
        .statusCode,
    ).toBe(403);
  });

  it('refuses to accept on an approval that does not cover the quantity or has expired', async () => {
    const prescription = (await upload(world.customer, [jpeg(scan)])).json<TPrescriptionSummary>();
    const order = await rxOrder(prescription.id);
    const accept = () =>
      app.inject(as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/accept` }));
    await review(prescription.id, {
      decision: 'approve',
      validUntil: '2027-05-20',
      covers: [{ productId: alprazolam, quantity: 1 }],
    });
    const short = await accept();
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe(
      'Only 1 pack of Alprax 0.25 Tablet is left on the prescription (1 pack approved); this order has 2. Reject the order or ask the customer for a new prescription.',
    );

    await app.database.db.execute(
      sql`update prescriptions set valid_until = '2026-01-31', covers = ${JSON.stringify([
        { productId: alprazolam, name: 'Alprax 0.25 Tablet', quantity: 2 },
      ])}::jsonb where id = ${prescription.id}`,
    );
    const expired = await accept();
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(
      'The prescription was valid until 31 January 2026. Ask the customer for a new one.',
    );
    expect(
      (await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))).json().status,
    ).toBe('placed');
  });

  describe('removing the items a rejected prescription was for', () => {
    const shelfStock = (productId: string) => stockOf(app, world.storeA, productId);
    const remove = (user: TestUser, orderId: string) =>
      app.inject(as(user, { method: 'POST', url: `/api/orders/${orderId}/remove-prescription-items` }));

    async function rejectedMixedOrder(paymentMethod: 'cod' | 'online') {
      const prescription = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
      const body = await checkoutBody(
        app,
        world,
        [
          [alprazolam, 2, 4200],
          [world.paracetamol, 1, 2700],
        ],
        { prescriptionId: prescription.id, paymentMethod },
      );
      const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
      expect(placed.statusCode, placed.body).toBe(201);
      const { order, redirectTo } = placed.json<TPlaceOrderResponse>();
      if (paymentMethod === 'online') {
        const pay = await app.inject(
          as(world.customer, {
            method: 'POST',
            url: `/api/payments/sandbox/${redirectTo.replace('/payment/sandbox/', '')}/complete`,
            payload: { outcome: 'success' },
          }),
        );
        expect(pay.statusCode, pay.body).toBe(200);
      }
      await review(prescription.id, { decision: 'reject', reason: 'Illegible' });
      return order;
    }

    it('keeps the rest of a cash order going at a lower total, with the stock back on the shelf', async () => {
      const stockBefore = await shelfStock(alprazolam);
      const order = await rejectedMixedOrder('cod');
      expect(await shelfStock(alprazolam)).toBe((stockBefore ?? 0) - 2);
      expect((await remove(await createUser(app), order.id)).statusCode).toBe(404);

      const removed = await remove(world.customer, order.id);
      expect(removed.statusCode, removed.body).toBe(200);
      const after = removed.json<TOrderDetail>();
      expect(after.items.map((item) => item.name)).toEqual(['Paracip 500 Tablet']);
      expect(after.rxRequired).toBe(false);
      // The delivery fee stays as agreed when the order was placed
      expect(after.bill.deliveryFeePaise).toBe(order.bill.deliveryFeePaise);
      expect(after.totalPaise).toBe(2700 + order.bill.deliveryFeePaise);
      expect(after.events.at(-1)).toMatchObject({
        title: 'Items needing a prescription removed',
        note: `Alprax 0.25 Tablet removed. The new total is ${formatRupees(after.totalPaise)}.`,
      });
      expect(await shelfStock(alprazolam)).toBe(stockBefore);

      // Nothing left to remove; the pharmacy can now take the order
      expect((await remove(world.customer, order.id)).statusCode).toBe(409);
      const accepted = await app.inject(
        as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/accept` }),
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
    });

    it('refunds the removed items of a paid order, and only the rest if it is cancelled later', async () => {
      const order = await rejectedMixedOrder('online');
      expect((await remove(world.customer, order.id)).statusCode).toBe(200);
      const refunds = () =>
        queryRows<{ amount_paise: number; status: string }>(
          app,
          sql`select r.amount_paise, r.status from payment_refunds r join payments p on p.id = r.payment_id
            where p.order_id = ${order.id}`,
        );
      expect(await refunds()).toEqual([{ amount_paise: 8400, status: 'pending' }]);
      await app.jobs.runDue();
      expect(await refunds()).toEqual([{ amount_paise: 8400, status: 'refunded' }]);
      const detail = (
        await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
      ).json<TOrderDetail>();
      expect(detail.events.at(-1)?.note).toBe(
        `Alprax 0.25 Tablet removed. ${formatRupees(8400)} is being refunded to the original method.`,
      );
      expect(detail.payment.status).toBe('paid');

      const cancel = await app.inject(
        as(world.customer, {
          method: 'POST',
          url: `/api/orders/${order.id}/cancel`,
          payload: { reason: 'Ordered by mistake' },
        }),
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
      await app.jobs.runDue();
      const cancelled = (
        await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
      ).json<TOrderDetail>();
      expect(cancelled.payment.status).toBe('refunded');
      expect(cancelled.totalPaise).toBe(2700 + order.bill.deliveryFeePaise);
    });

    it('refuses when every item needs a prescription', async () => {
      const prescription = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
      const order = await rxOrder(prescription.id);
      await review(prescription.id, { decision: 'reject', reason: 'Illegible' });
      const refused = await remove(world.customer, order.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Every item in this order needs a prescription: attach another prescription or cancel the order.',
      );
      expect(
        (await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))).json().items,
      ).toHaveLength(1);
    });
  });

  it('flags the same file on another account and orders beyond what it covers', async () => {
    const mine = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
    const other = await createUser(app);
    await upload(other, [jpeg()]);
    await review(mine.id, {
      decision: 'approve',
      validUntil: '2027-05-20',
      covers: [{ productId: alprazolam, quantity: 1 }],
    }).then((res) => expect(res.statusCode).toBe(404));
    await rxOrder(mine.id);
    const approved = await review(mine.id, {
      decision: 'approve',
      validUntil: '2027-05-20',
      covers: [{ productId: alprazolam, quantity: 1 }],
    });
    expect(approved.json().flags).toEqual(
      expect.arrayContaining(['same_file_other_account', 'used_beyond_covered_quantity']),
    );
  });
});

describe('order from a prescription', () => {
  it("the store's pharmacist builds a quote the customer takes into the cart", async () => {
    const prescription = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
    const requested = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/prescriptions/${prescription.id}/quotes`,
        payload: { storeId: world.storeA },
      }),
    );
    expect(requested.statusCode).toBe(201);
    const quoteId = requested.json().id;
    const early = await app.inject(
      as(world.customer, { method: 'POST', url: `/api/prescription-quotes/${quoteId}/accept` }),
    );
    expect(early.statusCode).toBe(409);
    const quoted = await app.inject(
      as(world.staffA, {
        method: 'POST',
        url: `/api/stores/${world.storeA}/prescription-quotes/${quoteId}`,
        payload: {
          items: [
            { productId: world.azithromycin, quantity: 1 },
            { productId: world.paracetamol, quantity: 2 },
          ],
        },
      }),
    );
    expect(quoted.json()).toMatchObject({
      status: 'quoted',
      items: [{ name: 'Azee 500 Tablet', pricePaise: 11000 }, { quantity: 2 }],
    });
    const accepted = await app.inject(
      as(world.customer, { method: 'POST', url: `/api/prescription-quotes/${quoteId}/accept` }),
    );
    expect(accepted.json()).toEqual({
      storeId: world.storeA,
      prescriptionId: prescription.id,
      items: [
        { medicine_id: world.azithromycin, price: 11000, quantity: 1 },
        { medicine_id: world.paracetamol, price: 2700, quantity: 2 },
      ],
    });
  });
});

describe('retention', () => {
  it('removes files of prescriptions older than 3 years but keeps the record', async () => {
    const old = (await upload(world.customer, [jpeg()])).json<TPrescriptionSummary>();
    await app.database.db.execute(
      sql`update prescriptions set created_at = now() - interval '3 years 1 day' where id = ${old.id}`,
    );
    await app.jobs.schedule(
      app.database.db,
      'retention-sweep',
      `test-${randomUUID()}`,
      new Date(Date.now() - 1000),
      {},
    );
    await app.jobs.runDue();
    const after = await app.inject(as(world.customer, { method: 'GET', url: `/api/prescriptions/${old.id}` }));
    expect(after.json()).toMatchObject({ id: old.id, files: [] });
    expect(readdirSync(join(dataDir, 'uploads', 'prescriptions', old.id))).toEqual([]);
  });
});
