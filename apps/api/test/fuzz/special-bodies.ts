/**
 * Bodies of the two routes that do not take JSON: the prescription upload (multipart/form-data,
 * files judged by their bytes) and the gateway webhook (raw bytes under an HMAC signature). Both
 * are fuzzed in their own format — hostile files, fields and framing; hostile events under a
 * valid signature, and valid events under a bad one.
 */
import { createHmac } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { DEEP_NESTING, edgeDateArb, hostileRawBodyArb, hostileStringArb, LONG_STRING_LENGTH } from './hostile-values';
import { multipartBody } from './multipart';
import { fold, type IdPool, type JsonSchema, mutate, mutationArb, toJsonText, validValueArb } from './schema-values';

export type RawBody = {
  payload?: Buffer | string;
  headers: Record<string, string>;
  label: string;
  /** The JSON value sent, when the body is one */
  value?: unknown;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 1-bit grayscale PNG of `width`×`height` white pixels; `rows` of them are actually in the data. */
function blankPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc(rows * (1 + Math.ceil(width / 8)), 0);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, 'latin1');

/** Files an upload may carry, from a real photo to bombs, disguises and parser traps. */
export function uploadFiles(jpeg: Buffer): Record<string, Buffer> {
  return {
    'a real JPEG': jpeg,
    'a JPEG with HTML appended': Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]),
    'a truncated JPEG': jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    'JPEG magic then garbage': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 0x41)]),
    'a PNG claiming 900 megapixels': blankPng(30_000, 30_000, 4),
    'a 49-megapixel PNG bomb (6 KB)': blankPng(7_000, 7_000),
    'an HEIC header only': Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic', 'latin1'), Buffer.alloc(64)]),
    'a WebP header only': Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
    'a minimal PDF': pdf(
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>',
    ),
    'a PDF with JavaScript': pdf(
      '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>',
    ),
    [`a PDF nested ${DEEP_NESTING} deep`]: pdf(
      `1 0 obj ${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)} endobj\ntrailer << /Root 1 0 R >>`,
    ),
    'a PDF header only': Buffer.from('%PDF-', 'latin1'),
    'a Windows program': Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)]),
    'an empty file': Buffer.alloc(0),
    'NUL bytes': Buffer.alloc(1024, 0),
    'an SVG with script': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  };
}

const FIELD_NAMES = ['patientName', 'doctorName', 'doctorRegistration', 'issuedOn', 'notes'] as const;

/** multipart/form-data uploads: good and bad fields, files and framing. */
export function uploadBodyArb(
  validFields: Record<string, string>,
  files: Record<string, Buffer>,
): fc.Arbitrary<RawBody> {
  const fileArb = fc.record({
    kind: fc.oneof(
      { weight: 4, arbitrary: fc.constant('a real JPEG') },
      { weight: 6, arbitrary: fc.constantFrom(...Object.keys(files)) },
    ),
    field: fc.oneof({ weight: 8, arbitrary: fc.constant('files') }, { weight: 1, arbitrary: hostileStringArb }),
    filename: fc.oneof(
      { weight: 4, arbitrary: fc.constant('rx.jpg') },
      { weight: 1, arbitrary: fc.constantFrom('../../../../etc/passwd', 'a"b.jpg', 'x'.repeat(LONG_STRING_LENGTH)) },
      { weight: 1, arbitrary: hostileStringArb },
    ),
    contentType: fc.constantFrom('image/jpeg', 'application/pdf', 'text/html', 'application/octet-stream', ''),
  });
  const fieldsArb = fc.record(
    Object.fromEntries(
      FIELD_NAMES.map((name) => [
        name,
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(validFields[name] ?? '') },
          { weight: 3, arbitrary: name === 'issuedOn' ? fc.oneof(edgeDateArb, hostileStringArb) : hostileStringArb },
        ),
      ]),
    ) as Record<(typeof FIELD_NAMES)[number], fc.Arbitrary<string>>,
    { requiredKeys: [] },
  );
  const framing = fc.oneof(
    { weight: 12, arbitrary: fc.constant('well-formed' as const) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'no boundary parameter' as const,
        'another boundary' as const,
        'cut in half' as const,
        'eleven extra fields' as const,
        'JSON instead' as const,
        'URL-encoded instead' as const,
        'no body' as const,
      ),
    },
  );
  return fc
    .record({ fields: fieldsArb, files: fc.array(fileArb, { minLength: 0, maxLength: 7 }), framing })
    .map(({ fields, files: chosen, framing: how }): RawBody => {
      const extra =
        how === 'eleven extra fields'
          ? Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`extra${i}`, 'x']))
          : {};
      const body = multipartBody({
        fields: { ...fields, ...extra },
        files: chosen.map((file) => ({ ...file, bytes: files[file.kind] ?? Buffer.alloc(0) })),
      });
      const shownFiles = chosen.map((file) => `${file.kind} as ${fold(JSON.stringify(file.filename))}`).join(', ');
      const label = `multipart (${how}): fields ${fold(JSON.stringify(fields))}, files [${shownFiles}]`;
      const framings: Record<typeof how, () => RawBody> = {
        'well-formed': () => ({ payload: body.payload, headers: body.headers, label }),
        'eleven extra fields': () => ({ payload: body.payload, headers: body.headers, label }),
        'no boundary parameter': () => ({
          payload: body.payload,
          headers: { 'content-type': 'multipart/form-data' },
          label,
        }),
        'another boundary': () => ({
          payload: body.payload,
          headers: { 'content-type': 'multipart/form-data; boundary=other' },
          label,
        }),
        'cut in half': () => ({
          payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)),
          headers: body.headers,
          label,
        }),
        'JSON instead': () => ({
          payload: JSON.stringify(fields),
          headers: { 'content-type': 'application/json' },
          label,
        }),
        'URL-encoded instead': () => ({
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          label,
        }),
        'no body': () => ({ headers: body.headers, label }),
      };
      return framings[how]();
    });
}

// The sandbox gateway's event (providers/payments/sandbox.ts), as the fuzzer builds it.
const SANDBOX_EVENT: JsonSchema = {
  type: 'object',
  required: ['id', 'event', 'payload'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    event: { type: 'string', enum: ['payment.captured', 'payment.failed'] },
    payload: {
      type: 'object',
      required: ['order_id', 'payment_id', 'amount', 'currency', 'method', 'error_description'],
      properties: {
        order_id: { type: 'string', minLength: 1, maxLength: 100 },
        payment_id: { type: 'string', minLength: 1, maxLength: 100 },
        amount: { type: 'integer', minimum: 0, maximum: 5_000_000 },
        currency: { type: 'string', enum: ['INR'] },
        method: { type: 'string', enum: ['upi', 'card', 'netbanking'], nullable: true },
        error_description: { type: 'string', maxLength: 300, nullable: true },
      },
    },
  },
};

/**
 * Webhook deliveries. Real gateway orders with their real amounts appear often, so a validly
 * signed, well-formed event can capture or fail a real payment (a legitimate change); hostile
 * events are signed too, so they get past the signature to the parsing and the database.
 */
export function webhookBodyArb(
  pool: IdPool,
  payments: readonly { providerOrderId: string; amountPaise: number }[],
  sandboxSecret: string,
): fc.Arbitrary<RawBody> {
  const realPayment = payments.length > 0 ? fc.constantFrom(...payments) : fc.constant(null);
  const eventArb = fc
    .record({
      event: validValueArb(SANDBOX_EVENT, 'event', pool),
      real: fc.option(realPayment, { freq: 4 }),
      mutations: fc.oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(mutationArb(pool), { minLength: 1, maxLength: 3 }) },
      ),
    })
    .map(({ event, real, mutations }) => {
      const base = event as { payload: Record<string, unknown> };
      if (real) Object.assign(base.payload, { order_id: real.providerOrderId, amount: real.amountPaise });
      return toJsonText(mutate(base, mutations));
    });
  const bodyArb = fc.oneof(
    { weight: 8, arbitrary: eventArb.map((text) => ({ text, label: `event ${text}` })) },
    { weight: 1, arbitrary: hostileRawBodyArb.map((raw) => ({ text: raw.text, label: raw.label })) },
    {
      weight: 1,
      arbitrary: fc.constant({ text: `{"id":"${'x'.repeat(70_000)}"}`, label: 'a body over the 64 KiB limit' }),
    },
  );
  const sign = (text: string) => createHmac('sha256', sandboxSecret).update(text).digest('hex');
  return fc
    .record({
      body: bodyArb,
      signature: fc.oneof(
        { weight: 6, arbitrary: fc.constant('valid' as const) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'missing' as const,
            'wrong' as const,
            'upper-case' as const,
            'prefixed' as const,
            'repeated' as const,
          ),
        },
      ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', '') },
      ),
    })
    .map(({ body, signature, contentType }): RawBody => {
      const valid = sign(body.text);
      const signatures = {
        valid,
        missing: null,
        wrong: sign(`${body.text} `),
        'upper-case': valid.toUpperCase(),
        prefixed: `sha256=${valid}`,
        repeated: `${valid}, ${valid}`,
      } as const;
      const value = signatures[signature];
      const headers: Record<string, string> = {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(value ? { 'x-sandbox-signature': value, 'x-razorpay-signature': value } : {}),
        'x-razorpay-event-id': `evt_${valid.slice(0, 14)}`,
      };
      return { payload: body.text, headers, label: `${fold(body.label)} (signature ${signature})` };
    });
}
