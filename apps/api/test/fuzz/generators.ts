import fc from 'fast-check';

/** The part of JSON Schema the API's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
}

/** Real ids the fuzzer puts in paths and bodies, so requests get past "not found" to the rules behind. */
export interface Pools {
  course: string[];
  liveClass: string[];
  lesson: string[];
  user: string[];
  review: string[];
  resource: string[];
  contact: string[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

/** Every operation of the document, with its parameters and JSON body schema. */
export function operationsOf(spec: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (path.startsWith('/api/docs')) continue;
    // An accepted event stream never ends, so an injected request would wait forever; its refusals are
    // tested in test/notifications.
    if (path === '/api/notifications/stream') continue;
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as OpenApiOperation;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content['application/json']?.schema ?? null,
        multipart: Boolean(content['multipart/form-data']) || (method === 'post' && path === '/api/resources/'),
      });
    }
  }
  return operations;
}

/** Which pool of real ids suits a path parameter. */
export function poolFor(path: string, name: string): keyof Pools {
  if (name === 'courseId') return 'course';
  if (name === 'studentId') return 'user';
  const segment = path.split('/')[2];
  switch (segment) {
    case 'courses':
      return 'course';
    case 'live-classes':
      return 'liveClass';
    case 'lessons':
      return 'lesson';
    case 'reviews':
      return 'review';
    case 'resources':
      return 'resource';
    case 'contact':
      return 'contact';
    default:
      return 'user';
  }
}

/** What a plausible value may borrow from the requester: real ids, and their own email address. */
export interface SampleContext {
  pools: Pools;
  email: string;
}

/** A plausible value for `schema`, so that mutating one field of it tests that field alone. */
export function validFromSchema(schema: JsonSchema, context: SampleContext, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.[0]) return validFromSchema(alternatives[0], context, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        object[key] = validFromSchema(property, context, key);
      }
      return object;
    }
    case 'array':
      return schema.items ? [validFromSchema(schema.items, context, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1);
    case 'boolean':
      return true;
    default:
      return validString(schema, context, name);
  }
}

function validString(schema: JsonSchema, { pools, email }: SampleContext, name: string): string {
  if (schema.format === 'uuid') {
    if (/lesson/i.test(name)) return pools.lesson[0] ?? '';
    if (/student/i.test(name)) return pools.user[1] ?? '';
    if (/resource/i.test(name)) return pools.resource[0] ?? '00000000-0000-4000-8000-000000000000';
    return pools.course[0] ?? '';
  }
  if (schema.format === 'date-time') return '2026-06-01T10:00:00.000Z';
  if (schema.format === 'email' || /email/i.test(name)) return email;
  if (schema.format === 'uri' || /link|url|avatar|thumbnail/i.test(name)) return 'https://example.test/fuzz';
  if (/date/i.test(name)) return new Date().toISOString().slice(0, 10);
  if (/time/i.test(name)) return '10:00';
  if (/^newPassword$/.test(name)) return 'another horse battery';
  if (/password/i.test(name)) return 'correct horse battery';
  if (/code/i.test(name)) return '123456';
  if (/phone/i.test(name)) return '+1 555 0100';
  return 'Fuzzed text';
}

/** The paths of every leaf and branch of a JSON value, for mutating one place of it. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [prefix];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...leafPaths(item, [...prefix, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...leafPaths(item, [...prefix, key]));
  }
  return paths.length > 1 ? paths.slice(1) : paths;
}

export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [head as string]: replaceAt(object[head as string], rest, replacement) };
}

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
};

/** Strings that have broken web apps: controls, bidi overrides, impossible and extreme dates, huge text. */
const nastyStrings = [
  '\u0000',
  'before\u0000after',
  '%00',
  '\u0007\u001b[31m',
  'tab\tand\nnewline',
  '\u202Egnp.exe',
  '\u200F\u2066isolated\u2069',
  '\uFEFF',
  '\ud800',
  '\u0085\u2028\u2029',
  'x'.repeat(100_000),
  '🙂'.repeat(2_000),
  '',
  '   ',
  '2024-02-30',
  '2023-02-29',
  '0000-01-01',
  '1899-12-31',
  '9999-12-31',
  '+275760-09-13',
  '-000001-01-01',
  '2024-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-06-01T25:61:00Z',
  '24:00',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "'; drop table users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
];

const extremeNumbers = [
  -1,
  0,
  0.5,
  -0.0001,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const controlStrings = nastyStrings.filter(
  (text) => [...text].some((char) => (char.codePointAt(0) ?? 32) < 32 || char === '\u007f') || text === '%00',
);
const dateStrings = nastyStrings.filter((text) => /^[+-]?\d{4,6}-\d\d-\d\d/.test(text));

/** One bad value of any JSON type; NUL and other controls, and impossible dates, come up most. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...controlStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...dateStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...extremeNumbers) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...nastyStrings.slice(0, 12)), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom(...nastyStrings.slice(0, 12))) },
  { weight: 1, arbitrary: fc.constantFrom(10, 500, 3000).map(deeplyNested) },
);

/** One bad query value; `%raw:` marks text sent as it is, undecoded (such as %00 or a broken escape). */
export const badQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...controlStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...dateStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings.filter((text) => text.length < 5_000)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%raw:%00', '%raw:a%00b', '%raw:%', '%raw:%ZZ', '%raw:%C0%80', '%raw:%ED%A0%80'),
  },
  { weight: 2, arbitrary: fc.constantFrom(...extremeNumbers).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('1', 'a', '\u0000'), { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(100_000)) },
);

/** Bad path segments, already encoded for a URL. */
export const badPathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '%',
    '%ZZ',
    '..',
    '%2e%2e%2f%2e%2e',
    'x'.repeat(3_000),
    '%E2%80%AE',
    '-1',
    '1e309',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ.ics',
    `${'a'.repeat(40)}%00.ics`,
  ),
  fc.uuid().map(String),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
);

const part = (boundary: string, name: string, value: string, fileName?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName !== undefined ? `; filename="${fileName}"` : ''}\r\n` +
  `${fileName !== undefined ? 'Content-Type: application/pdf\r\n' : ''}\r\n${value}\r\n`;
const goodFields = (boundary: string) =>
  part(boundary, 'title', 'Fuzzed upload') +
  part(boundary, 'description', 'A description') +
  part(boundary, 'category', 'Physics');
const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** Multipart bodies that are broken in every way a parser can trip on. */
export const badMultipartBodies: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: `${goodFields('B')}--B--\r\n` },
  { contentType: 'multipart/form-data; boundary=', payload: 'no boundary at all' },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: `--${'b'.repeat(300)}\r\n` },
  { contentType: 'multipart/form-data; boundary=B', payload: `${part('B', 'ti\u0000tle', 'x')}--B--\r\n` },
  {
    contentType: 'multipart/form-data; boundary=B',
    payload: `${goodFields('B')}${part('B', 'file', pdf, 'report\u0000.pdf')}--B--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=B',
    payload: `${goodFields('B')}${part('B', 'fi\u0000le', pdf, 'report.pdf')}--B--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=B',
    payload: `${goodFields('B')}${part('B', 'file', pdf, '\u202Efdp.exe')}--B--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=B',
    payload: `${part('B', 'title', 'a\u0000b')}${part('B', 'description', 'd')}${part('B', 'category', 'Physics')}${part('B', 'file', pdf, 'r.pdf')}--B--\r\n`,
  },
  { contentType: 'multipart/form-data; boundary=B', payload: `${goodFields('B')}--B\r\nContent-Disposition: form-da` },
  { contentType: 'multipart/form-data; boundary=B', payload: '--B\r\nno headers here\r\n\r\n--B--' },
  { contentType: 'multipart/form-data; boundary=B', payload: '' },
  {
    contentType: 'multipart/form-data; boundary=B',
    payload: `${part('B', 'file', pdf, 'one.pdf')}${part('B', 'file', pdf, 'two.pdf')}--B--\r\n`,
  },
  { contentType: 'multipart/form-data; boundary=B', payload: `${part('B', '__proto__', 'x')}--B--\r\n` },
  { contentType: 'application/json', payload: '{"title":"json instead"}' },
];
