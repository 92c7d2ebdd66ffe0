/**
 * Hostile values for the endpoint fuzzer: what a careless client, a broken proxy or an attacker
 * sends instead of what a schema asks for. Each arbitrary is plain fast-check, so a fixed seed
 * always yields the same values.
 */
import fc from 'fast-check';

/** JSON text written into a body as it is: nesting too deep to build as objects, or not JSON at all. */
export class RawJson {
  constructor(
    readonly text: string,
    /** How the value is shown in a failure report instead of its (possibly huge) text */
    readonly label: string,
  ) {}
}

export const DEEP_NESTING = 10_000;
export const LONG_STRING_LENGTH = 10_000;

const deepArray = new RawJson(
  `${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}`,
  `[…] nested ${DEEP_NESTING} deep`,
);
const deepObject = new RawJson(
  `${'{"a":'.repeat(DEEP_NESTING)}1${'}'.repeat(DEEP_NESTING)}`,
  `{"a":…} nested ${DEEP_NESTING} deep`,
);

/** Strings a text column, a regex or a log line may choke on. */
export const hostileStringArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u0000',
    'Asha\u0000Menon',
    '\u0000'.repeat(64),
    'x'.repeat(LONG_STRING_LENGTH),
    '\u0000'.repeat(LONG_STRING_LENGTH),
    '𝕏'.repeat(LONG_STRING_LENGTH),
    'अ'.repeat(LONG_STRING_LENGTH),
    '\uD800',
    'a\uDC00b',
    '\u202Etxt.exe',
    '\u200B',
    '\uFEFF',
    'İı',
    '\u0001\u001F\u007F',
    "' or '1'='1",
    "'; drop table users; --",
    '"; select pg_sleep(10); --',
    '%00',
    '%',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection payload, meant literally
    '${jndi:ldap://x}',
    '{{7*7}}',
    'a\r\nset-cookie: x=y',
    '=cmd|"/c calc"!A1',
    'null',
    'undefined',
    'true',
    'NaN',
    '-1',
    '1e309',
    '0x10',
    '[]',
    '{}',
    '__proto__',
  ),
  // NUL-laden text: PostgreSQL refuses NUL in text and in jsonb, so every path to a column needs a check
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
    .map(([before, after]) => `${before}\u0000${after}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
);

/** Numbers that break integer columns, money arithmetic and range checks. */
export const hostileNumberArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1.5,
    2.5e-7,
    Number.MIN_VALUE,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
  ),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Ids that are almost, or not at all, UUIDs. */
export const malformedUuidArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '00000000-0000-0000-0000-00000000000',
    '00000000-0000-0000-0000-0000000000000',
    'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
    '{6f1c2a4e-8b7d-4c3e-9f0a-1b2c3d4e5f60}',
    '6f1c2a4e8b7d4c3e9f0a1b2c3d4e5f60',
    '6f1c2a4e-8b7d-4c3e-9f0a-1b2c3d4e5f60\u0000',
    ' 6f1c2a4e-8b7d-4c3e-9f0a-1b2c3d4e5f60',
    '6f1c2a4e-8b7d-4c3e-9f0a-1b2c3d4e5f60\n',
    '6f1c2a4e-8b7d-4c3e-9f0a-1b2c3d4e5f60 or 1=1',
    '6f1c2a4e-8b7d-4c3e-9f0a',
    '-1',
    '0',
  ),
  fc.uuid().map((id) => id.replace(/-/g, '')),
  fc.uuid().map((id) => `${id}${'0'.repeat(90)}`),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 40 }),
);

/** Dates an ISO date pattern accepts at the edges of the calendar (PostgreSQL has no year 0). */
export const edgeDateArb: fc.Arbitrary<string> = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '2000-02-29',
  '9999-12-31',
);

/** Anything that is not the type a field wants: other JSON types, dangerous keys, nesting. */
export const hostileJsonArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStringArb },
  { weight: 4, arbitrary: hostileNumberArb },
  { weight: 2, arbitrary: malformedUuidArb },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      [''],
      { '': '' },
      { $gt: '' },
      { __proto__: null, constructor: { prototype: { isAdmin: true } } },
      new RawJson('{"__proto__":{"isAdmin":true}}', '{"__proto__":{"isAdmin":true}}'),
      deepArray,
      deepObject,
      Array.from({ length: LONG_STRING_LENGTH }, () => 1),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Whole request bodies that are not what any JSON route can read. */
export const hostileRawBodyArb: fc.Arbitrary<RawJson> = fc.constantFrom(
  new RawJson('', 'an empty body'),
  new RawJson('{', 'an unfinished object'),
  new RawJson('{"a":1,}', 'a trailing comma'),
  new RawJson("{'a':1}", 'single quotes'),
  new RawJson('NaN', 'NaN'),
  new RawJson('{"a":Infinity}', 'Infinity'),
  new RawJson('\u0000', 'a NUL byte'),
  new RawJson('{"a":"\\u0000"}', 'an escaped NUL in a string'),
  new RawJson('{"a":"\\ud800"}', 'an escaped lone surrogate'),
  new RawJson('"just a string"', 'a JSON string'),
  new RawJson('12345678901234567890123456789', 'a 29-digit number'),
  new RawJson('null', 'null'),
  new RawJson(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, 'a body over the 1 MiB limit'),
  deepArray,
  deepObject,
);

/** Keys a client might add to escalate: roles, owners, prices, prototype pollution. */
export const extraKeyArb: fc.Arbitrary<string> = fc.constantFrom(
  'role',
  'platformRole',
  'isAdmin',
  'userId',
  'user_id',
  'storeId',
  'id',
  'status',
  'pricePaise',
  'totalPaise',
  'deliveryOtp',
  '__proto__',
  'constructor',
  '',
  'k'.repeat(1000),
  'emoji 🙂',
  'a\u0000b',
);
