import fc from 'fast-check';

/** Marks a JSON token that JSON.stringify cannot produce (1e309, NaN, 10.1234 written as is). */
const RAW = '\u0001RAW:';
export const raw = (token: string) => `${RAW}${token}`;
export const toJsonText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0001RAW:([^"]*)"/g, (_m, token: string) => token);

const MB = 1024 * 1024;
export const ONE_MB_STRING = 'é'.repeat(MB / 2); // 1 MB of UTF-8

/** Values no field should trust: wrong types, extremes, injection fragments, odd text. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  -0.001,
  0.0001,
  10.1234,
  1.005,
  2 ** 53 + 1,
  -1e12,
  1e12,
  1e21,
  raw('1e309'),
  raw('-1e309'),
  raw('1e-400'),
  raw('10.1234'),
  raw('00012'),
  raw('-0.0'),
  '',
  ' ',
  '0',
  '-1',
  '12.5',
  '12,5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '١٢٣',
  '  42  ',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '$1; SELECT pg_sleep(5)',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  '\ud800',
  '𝕿𝖚𝖓𝖎𝖘 🇹🇳',
  'ﷺ',
  '\r\n\t',
  '%00',
  '__proto__',
  'x'.repeat(10_000),
  ONE_MB_STRING,
  [],
  {},
  [[]],
  [null],
  ['a', 1, {}],
  { $gt: '' },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  { length: 1e9 },
  '2026-02-30',
  '2026-13-01',
  '24:61',
  '1900-01-01',
  '9999-12-31',
];

export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys an attacker adds to take over rows or privileges (mass assignment). */
export const EXTRA_FIELDS = (strangerId: string, strangerEventId: string) => ({
  _id: strangerEventId,
  id: strangerEventId,
  ownerId: strangerId,
  businessId: strangerId,
  userId: strangerId,
  eventId: strangerEventId,
  role: 'admin',
  balance: 1e9,
  soldTickets: 1e6,
  isScanned: true,
  totalTicketsSold: -5,
  passwordHash: 'x',
  constructor: { prototype: { polluted: true } },
});

/** Bodies that are not JSON objects at all, or abuse the parser. */
export const RAW_BODIES: Array<{ label: string; text: string; contentType?: string }> = [
  { label: 'invalid JSON', text: '{bad' },
  { label: 'truncated JSON', text: '{"a":' },
  { label: 'empty body', text: '' },
  { label: 'null', text: 'null' },
  { label: 'array', text: '[]' },
  { label: 'string', text: '"text"' },
  { label: 'number', text: '42' },
  { label: 'NaN literal', text: '{"amount": NaN}' },
  { label: 'duplicate keys', text: '{"amount": 1, "amount": -1}' },
  { label: 'BOM', text: '\ufeff{}' },
  { label: 'deeply nested arrays (100k)', text: '['.repeat(100_000) + ']'.repeat(100_000) },
  { label: 'deeply nested objects (50k)', text: '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000) },
  { label: 'JSON as text/plain', text: '{}', contentType: 'text/plain' },
  {
    label: 'garbage multipart',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'multipart without boundary', text: 'abc', contentType: 'multipart/form-data' },
];

export const MB_20 = 20 * MB;

/** Path parameter values that must be refused cleanly (400/404), never a 5xx. */
export const HOSTILE_PARAMS = [
  '../../etc/passwd',
  "' OR 1=1 --",
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '\u0000',
  '😀',
  '-1',
  '0',
  '1e309',
  '[object Object]',
  'null',
  'undefined',
  '%',
  'a%2Fb',
  'ffffffffffffffffffffffff',
  ' ',
];

/** An error message must not reveal internals. */
export function leaksInternals(message: string, sent = ''): boolean {
  // A value the request itself sent, quoted back in the message ("Unknown price tier '…'"), is not
  // the server's internals whatever it contains.
  const own = sent
    ? message.replace(/'([^']*)'/g, (quoted, inner: string) =>
        inner && sent.includes(JSON.stringify(inner).slice(1, -1)) ? "''" : quoted,
      )
    : message;
  return /\bat .+:\d+:\d+|node_modules|\/work\/|\bSELECT\b.*\bFROM\b|INSERT INTO|UPDATE .+ SET|syntax error|violates|relation "|column "|duplicate key|ECONN|drizzle|pglite|TypeError|ReferenceError/i.test(
    own,
  );
}

/**
 * Query-string values that are malformed for every typed parameter (numbers, dates, enums): each must
 * answer 400 with a message on every route that reads the parameter, never 500 and never a silent default.
 */
export const MALFORMED_QUERY_VALUES = [
  'abc',
  '-5',
  '0',
  '0.5',
  '1e309',
  'NaN',
  'Infinity',
  '١٢٣',
  '2026-13-45',
  '-271821-04-20',
  '99999999999999999999',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'x'.repeat(3000),
];
/** Parameters that are free text by nature (ids, searches): they only have to be answered safely. */
export const FREE_TEXT_QUERY_KEYS = new Set(['agentId', 'search', 'q']);
