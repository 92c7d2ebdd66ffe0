/**
 * The pharmacist's verification desk: a customer's Schedule H order waits on its prescription; the
 * pharmacist opens the photo, approves it (then the order can be accepted) or rejects it (the customer's
 * order page says why); the H1 register can be read and downloaded.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, STORE_OWNER_EMAIL } from './demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './order-helpers';

type TRxOrder = {
  orderId: string;
  orderNumber: string;
  productName: string;
  patientName: string;
  prescriptionId: string;
};

/** A phone photo of a prescription, drawn in the browser so the server gets a real PNG to re-encode. */
async function prescriptionPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 640;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#f8f5ee';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1e293b';
    context.font = '28px serif';
    context.fillText('Dr. R. Rao, KMC 45678', 24, 60);
    context.fillText('Rx  Pantoprazole 40 mg', 24, 160);
    context.fillText('1 tab before breakfast', 24, 210);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/**
 * A two-page typed prescription as a clinic's software writes it: plain Helvetica, not embedded, so the
 * viewer needs pdf.js's standard fonts from our origin to draw it.
 */
function prescriptionPdf(): Buffer {
  const pages = [
    ['Dr. R. Rao, KMC 45678', 'Rx  Pantoprazole 40 mg', '1 tab before breakfast, 14 days'],
    ['Review after two weeks', 'Signed: Dr. R. Rao'],
  ];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + 2 * index} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [index, lines] of pages.entries()) {
    const text = `BT /F1 22 Tf 40 540 Td ${lines.map((line) => `(${line}) Tj 0 -40 Td`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * index} 0 R >>`,
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    );
  }
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The demo pharmacy's id, read with the owner's session. */
async function demoStoreId(request: APIRequestContext): Promise<string> {
  const me = await (await request.get('/api/me')).json();
  const storeId: string | undefined = me.stores[0]?.storeId;
  expect(storeId, 'the demo owner has a store').toBeTruthy();
  return storeId ?? '';
}

/** As the customer (through the API): upload a photo (or a PDF) of a prescription for a new patient name. */
async function uploadPrescription(customer: APIRequestContext, photo: Buffer) {
  const isPdf = photo.subarray(0, 5).toString('latin1') === '%PDF-';
  const patientName = `Patient ${randomUUID().slice(0, 8)}`;
  const upload = await customer.post('/api/prescriptions', {
    multipart: {
      patientName,
      doctorName: 'Dr. R. Rao',
      doctorRegistration: 'KMC 45678',
      issuedOn: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      files: isPdf
        ? { name: 'prescription.pdf', mimeType: 'application/pdf', buffer: photo }
        : { name: 'prescription.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const prescriptionId: string = (await upload.json()).id;
  return { prescriptionId, patientName };
}

/** The first medicine a search at the demo pharmacy finds in stock that matches `wanted`. */
async function productInStock(
  customer: APIRequestContext,
  storeId: string,
  query: string,
  wanted: (result: { schedule: string }) => boolean,
) {
  const search = await (await customer.get(`/api/search?q=${query}&inStock=true&storeId=${storeId}`)).json();
  const product = search.results.find(
    (result: { schedule: string; offer: { stockState: string } | null }) =>
      wanted(result) && result.offer && result.offer.stockState !== 'out_of_stock',
  );
  expect(product, `the demo pharmacy stocks ${query}`).toBeTruthy();
  return product as { id: string; name: string; offer: { pricePaise: number } };
}

/**
 * As the customer (through the API): upload a prescription and order one pack of a Schedule H medicine
 * (and, when asked, one pack of a medicine sold without one) from the demo pharmacy with it, cash on
 * delivery, to the default saved address.
 */
async function placeRxOrder(
  customer: APIRequestContext,
  storeId: string,
  photo: Buffer,
  withOtc = false,
): Promise<TRxOrder> {
  const { prescriptionId, patientName } = await uploadPrescription(customer, photo);
  const product = await productInStock(customer, storeId, 'pantoprazole', (result) => result.schedule === 'H');
  const products = withOtc
    ? [product, await productInStock(customer, storeId, 'dolo', (result) => result.schedule === 'OTC')]
    : [product];

  const { addresses } = await (await customer.get('/api/me/addresses')).json();
  const address = addresses.find((candidate: { is_default: boolean }) => candidate.is_default) ?? addresses[0];
  const cart = {
    storeId,
    items: products.map((item) => ({ medicine_id: item.id, price: item.offer.pricePaise, quantity: 1 })),
    deliveryMode: 'standard',
    addressId: address.id,
  };
  const quote = await (await customer.post('/api/checkout/quote', { data: cart })).json();
  expect(quote.blockers).toEqual([]);
  const placed = await customer.post('/api/orders', {
    data: {
      ...cart,
      idempotencyKey: randomUUID(),
      paymentMethod: 'cod',
      prescriptionId,
      expectedTotalPaise: quote.bill.totalPaise,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = await placed.json();
  return { orderId: order.id, orderNumber: order.number, productName: product.name, patientName, prescriptionId };
}

/** The customer in a browser context of their own, signed in through the API. */
async function customerContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const signedIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: CUSTOMER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return context;
}

/** The pharmacist's queue card of one patient's prescription. */
async function queueCard(page: Page, patientName: string) {
  await page.goto('/store/prescriptions');
  return page.getByRole('listitem', { name: `Prescription for ${patientName}` });
}

test('the pharmacist checks the photo and approves it; the Schedule H order can then be accepted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, STORE_OWNER_EMAIL);
  const storeId = await demoStoreId(page.request);
  const customer = await customerContext(browser, baseURL);
  const order = await placeRxOrder(customer.request, storeId, await prescriptionPhoto(page));

  const card = await queueCard(page, order.patientName);
  await expect(card).toContainText(order.productName);
  await expect(card).toContainText('Reg. KMC 45678');
  await expect(card).toContainText('Waiting for the pharmacist');

  await card.getByRole('button', { name: /^Review/ }).click();
  const detail = page.getByRole('article', { name: `Prescription for ${order.patientName}` });
  const photo = detail.getByRole('img', { name: 'Prescription file 1 of 1' });
  // The authorised, logged URL really serves the image.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const fitted = await photo.boundingBox();
  await detail.getByRole('button', { name: 'Zoom in' }).click();
  await expect(detail.getByRole('status', { name: 'Zoom' })).toHaveText('150%');
  await expect.poll(async () => (await photo.boundingBox())?.width).toBeGreaterThan((fitted?.width ?? 0) * 1.4);
  await detail.getByRole('button', { name: 'Rotate' }).click();
  await expect(photo).toHaveAttribute('style', /rotate\(90deg\)/);
  await detail.getByRole('button', { name: 'Fit' }).click();
  await expect(detail.getByRole('status', { name: 'Zoom' })).toHaveText('100%');

  await detail.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve/ });
  await expect(dialog.getByLabel('Valid until')).not.toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: order.productName })).toBeChecked();
  await expect(dialog.getByLabel(`Quantity of ${order.productName}`)).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Approve prescription' }).click();
  await expect(page.getByText('Prescription approved')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Reviewed' }).click();
  await expect(page.getByRole('listitem', { name: `Prescription for ${order.patientName}` })).toContainText(
    'Verified by the pharmacist',
  );

  await page.goto('/store/orders');
  const offer = page.getByRole('listitem', { name: `Order ${order.orderNumber}` });
  await offer.getByRole('button', { name: `Accept order ${order.orderNumber}` }).click();
  await expect(page.getByText(`Order ${order.orderNumber} accepted`)).toBeVisible();
  await expect(offer).toHaveCount(0);
  await customer.close();
});

test('a PDF prescription is drawn in the page for the pharmacist and the customer, never by the browser’s plugin', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Anything the Content-Security-Policy blocks (the worker, fonts, decoders) shows here.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signIn(page, STORE_OWNER_EMAIL);
  const storeId = await demoStoreId(page.request);
  const customer = await customerContext(browser, baseURL);
  const order = await placeRxOrder(customer.request, storeId, prescriptionPdf());

  await (await queueCard(page, order.patientName)).getByRole('button', { name: /^Review/ }).click();
  const detail = page.getByRole('article', { name: `Prescription for ${order.patientName}` });
  await expect(detail.getByText(/File 1 of 1\s*PDF/)).toBeVisible();
  const firstPage = detail.getByRole('img', { name: 'Prescription file 1 of 1, page 1 of 2' });
  await expect(firstPage).toBeVisible();
  expect(await firstPage.evaluate((canvas) => canvas.tagName)).toBe('CANVAS');
  // Drawn, not blank: the typed lines leave dark pixels on the white page.
  const darkPixels = () =>
    firstPage.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 100) dark += 1;
      return dark;
    });
  await expect.poll(darkPixels).toBeGreaterThan(500);
  expect(await detail.locator('object, embed, iframe').count()).toBe(0);
  await expect(detail.getByRole('link', { name: 'Download' })).toHaveAttribute('download', '');

  const fitted = await firstPage.boundingBox();
  await detail.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await firstPage.boundingBox())?.width).toBeGreaterThan((fitted?.width ?? 0) * 1.4);
  await detail.getByRole('button', { name: 'Next page' }).click();
  await expect(detail.getByRole('img', { name: 'Prescription file 1 of 1, page 2 of 2' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(problems).toEqual([]);

  // The customer reads their own PDF the same way.
  const customerPage = await customer.newPage();
  await customerPage.goto(`/upload-prescription/confirmation/${order.prescriptionId}`);
  await expect(customerPage.getByRole('img', { name: 'Prescription file 1 of 1, page 1 of 2' })).toBeVisible();
  await customer.close();
});

test('a rejected prescription is explained on the customer’s order page, who goes on without those items', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, STORE_OWNER_EMAIL);
  const storeId = await demoStoreId(page.request);
  const customer = await customerContext(browser, baseURL);
  const order = await placeRxOrder(customer.request, storeId, await prescriptionPhoto(page), true);

  await (await queueCard(page, order.patientName)).getByRole('button', { name: /^Review/ }).click();
  const detail = page.getByRole('article', { name: `Prescription for ${order.patientName}` });
  await detail.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject/ });
  await dialog.getByText('Illegible', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Reject prescription' }).click();
  await expect(page.getByText('Prescription rejected', { exact: true })).toBeVisible();

  const customerPage = await customer.newPage();
  await customerPage.goto(`/orders/${order.orderId}`);
  await expect(customerPage.getByRole('list', { name: 'Order timeline' })).toContainText(
    'Prescription rejected: illegible',
  );

  await customerPage.getByRole('button', { name: 'Remove items needing a prescription' }).click();
  const confirm = customerPage.getByRole('dialog', { name: 'Remove items needing a prescription?' });
  await expect(confirm).toContainText(order.productName);
  await confirm.getByRole('button', { name: 'Remove and continue' }).click();
  await expect(customerPage.getByText('Items removed', { exact: true })).toBeVisible();
  await expect(customerPage.getByRole('list', { name: 'Order timeline' })).toContainText(
    'Items needing a prescription removed',
  );
  await expect(customerPage.getByRole('button', { name: 'Remove items needing a prescription' })).toHaveCount(0);

  // Nothing waits on a prescription now: the pharmacy can take the rest.
  await page.goto('/store/orders');
  const offer = page.getByRole('listitem', { name: `Order ${order.orderNumber}` });
  await offer.getByRole('button', { name: `Accept order ${order.orderNumber}` }).click();
  await expect(page.getByText(`Order ${order.orderNumber} accepted`)).toBeVisible();
  await customer.close();
});

test('the owner reads the H1 register and downloads it as CSV', async ({ page }) => {
  await signIn(page, STORE_OWNER_EMAIL);
  await page.goto('/store/prescriptions');
  await page.getByRole('tab', { name: 'H1 register' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule H1 register' })).toBeVisible();
  await expect(
    page.getByText('No Schedule H1 medicines were dispensed in these dates.').or(page.getByRole('table')),
  ).toBeVisible();

  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(href).toMatch(/\/h1-register\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&format=csv$/);
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toContain('attachment');
  expect((await csv.text()).split('\r\n')[0]).toBe(
    'Date (IST),Order,Patient,Patient address,Prescriber,Registration,Drug,Quantity,Batch',
  );
});

test('the pharmacist builds the order from a prescription and the customer checks it out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, STORE_OWNER_EMAIL);
  const customer = await customerContext(browser, baseURL);
  const { prescriptionId, patientName } = await uploadPrescription(customer.request, await prescriptionPhoto(page));

  // The customer asks the nearest pharmacy (the demo one) to read it and prepare the order.
  const customerPage = await customer.newPage();
  await customerPage.goto(`/upload-prescription/confirmation/${prescriptionId}`);
  await customerPage.getByRole('button', { name: 'Ask Brigade Road Medicals to prepare my order' }).click();
  await expect(customerPage.getByRole('status').filter({ hasText: 'Sent to Brigade Road Medicals' })).toBeVisible();

  // The pharmacist finds it in the queue and builds the quote from the shelf.
  await (await queueCard(page, patientName)).getByRole('button', { name: /^Review/ }).click();
  const builder = page.getByRole('region', { name: 'Build the order from this prescription' });
  await builder.getByLabel('Medicine name').fill('pantoprazole');
  await builder.getByRole('button', { name: 'Search' }).click();
  const add = builder
    .getByRole('button', { name: /^Add Pantoprazole/ })
    .and(builder.locator(':enabled'))
    .first();
  const productName = ((await add.innerText()).match(/Add\s+(.+)$/)?.[1] ?? '').trim();
  await add.click();
  await expect(builder.getByRole('list', { name: 'Quote' })).toContainText(productName);
  await builder.getByRole('button', { name: 'Send quote to the customer' }).click();
  await expect(page.getByText('Quote sent to the customer')).toBeVisible();

  // The customer's page follows by itself, takes the quote into the cart and orders with the prescription.
  const prepared = customerPage.getByRole('list', { name: 'Prepared medicines' });
  await expect(prepared).toContainText(productName, { timeout: 30_000 });
  await customerPage.getByRole('button', { name: 'Add to cart and checkout' }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/checkout\\?prescription=${prescriptionId}$`));
  await expect(
    customerPage.getByRole('region', { name: /Prescription/ }).getByRole('radio', { name: new RegExp(patientName) }),
  ).toBeChecked();
  await customerPage.getByText('Cash on delivery', { exact: true }).click();
  await customerPage.getByRole('button', { name: /^Place order/ }).click();
  await expect(customerPage).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(customerPage.url()).pathname.split('/').at(-1);
  const order = await (await customer.request.get(`/api/orders/${orderId}`)).json();
  expect(order).toMatchObject({ prescriptionId, items: [expect.objectContaining({ name: productName })] });
  await customer.close();
});
