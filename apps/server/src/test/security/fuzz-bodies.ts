import fc from 'fast-check';

/**
 * Request bodies for the payload fuzzing (payload-fuzzing.test.ts), as the raw text sent: arbitrary JSON and
 * non-JSON, and mutations of a request's valid payload — a field of the wrong type, a huge or odd string, junk nested
 * deep, a field missing, prototype keys — so the schema is tried at its edges, not only with noise.
 */

/** Strings a field may get: odd unicode (lone surrogates, controls, combining marks, RTL), markup, huge ones. */
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '\u202Etxt.exe',
    'e\u0301\u0301\u0301',
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    '__proto__',
    'NaN',
    '-1',
    '1e309',
  ),
  // Huge, built from a repeated unit: fast-check would take long to draw a million characters one by one.
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 10_000, max: 400_000 }))
    .map(([unit, times]) => unit.repeat(times)),
);

/** A value of any JSON type, or one that is odd for the type a field expects. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}, [null], { '': '' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON text nested `depth` levels: arrays or objects. */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** Keys that must never reach an object's prototype, with values that would matter if they did. */
const PROTOTYPE_MEMBERS = [
  '"__proto__":{"isSuperUser":true,"userType":"internal","polluted":1}',
  '"constructor":{"prototype":{"polluted":1}}',
  '"prototype":{"polluted":1}',
  '"__proto__":[]',
  '"__proto__":null',
  '"toString":"x"',
  '"hasOwnProperty":1',
];

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path to a value inside `value` (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return (value as unknown[]).flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (isPlain(value)) {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

/** A copy of `value` with the value at `path` replaced, or removed when `replacement` is `REMOVE`. */
const REMOVE = Symbol('remove');
function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = withValueAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Plain = { ...(value as Plain) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[String(head)];
  else copy[String(head)] = withValueAt(copy[String(head)], rest, replacement);
  return copy;
}

/** `{ <member>, ...rest }`: a member written into an object's JSON text, as JSON.stringify never would. */
const withMember = (json: string, member: string) =>
  json.startsWith('{') ? `{${member}${json === '{}' ? '' : ','}${json.slice(1)}` : json;

/** Bodies derived from a request's valid payload. */
function mutationsOf(valid: unknown): fc.Arbitrary<string> {
  const json = JSON.stringify(valid) ?? 'null';
  const paths = pathsOf(valid);
  const anyPath = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<(string | number)[]>([]);
  // A key the payload has, sent twice: the value JSON.parse keeps is the last one.
  const topKeys = isPlain(valid) && Object.keys(valid).length > 0 ? Object.keys(valid) : ['key'];
  return fc.oneof(
    // One field of the wrong type, odd, or huge; or missing.
    fc.tuple(anyPath, wrongValue).map(([path, value]) => JSON.stringify(withValueAt(valid, path, value)) ?? 'null'),
    anyPath.map((path) => JSON.stringify(withValueAt(valid, path, path.length ? REMOVE : null)) ?? 'null'),
    // Two fields changed at once.
    fc
      .tuple(anyPath, wrongValue, anyPath, wrongValue)
      .map(([p1, v1, p2, v2]) => JSON.stringify(withValueAt(withValueAt(valid, p1, v1), p2, v2)) ?? 'null'),
    // Junk nested deep in place of a field.
    fc.tuple(anyPath, deepJson).map(([path, deep]) => {
      const marker = '"\u0000deep\u0000"';
      return (JSON.stringify(withValueAt(valid, path, '\u0000deep\u0000')) ?? 'null').replace(marker, deep);
    }),
    // Prototype keys beside the valid fields, and the same key twice (the last one wins in JSON.parse).
    fc.constantFrom(...PROTOTYPE_MEMBERS).map((member) => withMember(json, member)),
    fc
      .tuple(fc.constantFrom(...topKeys), wrongValue)
      .map(([key, value]) => withMember(json, `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`)),
    // The payload wrapped, or sent as a list.
    fc.constant(`[${json}]`),
    fc.constant(`{"data":${json}}`),
  );
}

/** Bodies that are not the payload at all: any JSON, any value, JSON that breaks off, not JSON. */
const noise: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }).map((value) => {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '{}';
    }
  }),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', 'null', 'undefined', '\uFEFF{}', '{"a":1,}', "{'a':1}", 'NaN', '1e400', '-', '{}{}'),
);

/** What the fuzzing sends for one request: mostly mutations of its valid payload, some noise. */
export function fuzzBodies(valid: unknown): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: mutationsOf(valid), weight: 3 }, { arbitrary: noise, weight: 1 });
}

/** Whether anything reached Object.prototype (the test process is the server: app.inject). */
export function prototypePolluted(): boolean {
  const probe: Plain = {};
  return Object.keys(Object.prototype).length > 0 || 'polluted' in probe || 'isSuperUser' in probe;
}
