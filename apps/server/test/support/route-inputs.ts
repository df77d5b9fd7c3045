import querystring from 'node:querystring';
import {
  type ErrorCode,
  errorBodySchema,
  errorCatalogue,
  maxRowId,
  type RouteName,
  routeErrors,
  routes,
} from '@rpg/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { bodyLimit } from '../../src/app.ts';
import { preferredLanguage } from '../../src/http/routes.ts';
import type { TestServer } from './app.ts';

/**
 * Requests to the routes of the contract's table, generated from each route's zod schemas: valid
 * calls, calls the schemas refuse (wrong types, missing and extra fields, boundary numbers, odd and
 * huge strings, prototype keys, deep nesting, wrong content types, oversize bodies, bad path and
 * query values) and calls naming ids that do not exist. A schema construct the generator does not
 * know throws, so a new route fails the tests that use it until it is taught here, never skipped.
 */

export type Part = 'params' | 'query' | 'body';

/** One call of a route, as the wire carries it. */
export type RouteRequest = {
  route: RouteName;
  method: string;
  /** Path parameter values, decoded (the URL carries them %-encoded). */
  params: Record<string, string>;
  /** The whole path, sent as it is (a malformed %-escape, an over-long value), instead of the route's. */
  rawPath?: string;
  /** The query string, encoded, without the '?'. */
  query: string;
  /** No body at all when undefined; `contentType` undefined sends no Content-Type. */
  body?: { text: string; contentType: string | undefined };
  /** An Accept-Language header (calls whose `lang` is optional answer in its language when `lang` is absent). */
  acceptLanguage?: string;
  /** What was done to a valid call to make this one. */
  why: readonly string[];
};

/** The valid parts of a call, before encoding: path values and query values are strings, the body any JSON. */
export type ValidParts = { params: Record<string, string>; query: Record<string, string>; body: unknown };

// ---- JSON with tokens JSON.stringify cannot write ----

/** A JSON token written as it is: 1e400, -0, a 20 000-deep nesting... */
class RawJson {
  constructor(readonly text: string) {}
}

const rawMarker = /"\\u0000raw(\d+)\\u0000"/g;

/** JSON text of `value`, RawJson tokens written verbatim. */
export const toJsonText = (value: unknown): string => {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0000raw${raws.push(item.text) - 1}\u0000` : item,
  );
  return (text ?? '').replace(rawMarker, (_match, index: string) => raws[Number(index)] ?? '');
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);

/** Sets an own enumerable key, even `__proto__` (a plain assignment would change the prototype instead). */
const defineKey = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const removed = Symbol('removed');

/** `value` with `path` set to `next` (or deleted for `removed`), copied along the path only. */
const updateAt = (value: unknown, path: readonly string[], next: unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  const source = isRecord(value) ? value : {};
  const copy: Record<string, unknown> = {};
  for (const own of Object.keys(source)) defineKey(copy, own, source[own]);
  if (rest.length === 0 && next === removed) delete copy[key];
  else defineKey(copy, key, updateAt(source[key], rest, next));
  return copy;
};

// ---- valid values from a schema ----

const unknownSchema = (schema: z.ZodType, where: string) =>
  new Error(
    `The route generator does not know how to build a zod "${schema._zod.def.type}" (${where}): teach apps/server/test/support/route-inputs.ts, so the new route is tested.`,
  );

/** Values the schema accepts (checked with safeParse by the callers). */
const validValue = (schema: z.ZodType, where: string): fc.Arbitrary<unknown> => {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const keys = Object.keys(shape);
    return fc.record(
      Object.fromEntries(keys.map((key) => [key, validValue(shape[key] as z.ZodType, `${where}.${key}`)])),
      {
        requiredKeys: keys.filter((key) => !(shape[key] instanceof z.ZodOptional)),
      },
    );
  }
  if (schema instanceof z.ZodOptional) return validValue(schema.unwrap() as z.ZodType, where);
  if (schema instanceof z.ZodNumber) {
    const min = Math.max(schema.minValue ?? -(2 ** 31), -(2 ** 31));
    const max = Math.min(schema.maxValue ?? 2 ** 31 - 1, 2 ** 31 - 1);
    const number = schema.isInt
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true });
    return schema._zod.def.coerce ? number.map(String) : number;
  }
  if (schema instanceof z.ZodString) return fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{2,11}$/);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options);
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodUnion) {
    return fc.oneof(...(schema.options as z.ZodType[]).map((option) => validValue(option, where)));
  }
  throw unknownSchema(schema, where);
};

/**
 * `values` kept to those `keep` accepts. Throws when it accepts almost none (a refinement the generator
 * does not know, a route whose input nothing can refuse), where a filter alone would loop forever.
 */
const keepOnly = <T>(values: fc.Arbitrary<T>, keep: (value: T) => boolean, what: string): fc.Arbitrary<T> => {
  const kept = fc.sample(values, { numRuns: 100, seed: 1 }).filter(keep).length;
  if (kept < 5) {
    throw new Error(
      `The route generator finds almost no ${what} (${kept} of 100 tries): teach apps/server/test/support/route-inputs.ts.`,
    );
  }
  return values.filter(keep);
};

const validOf = (schema: z.ZodType, where: string) =>
  keepOnly(validValue(schema, where), (value) => schema.safeParse(value).success, `valid values for ${where}`);

const asStrings = (value: unknown, where: string): Record<string, string> => {
  if (!isRecord(value)) throw new Error(`${where} must be an object of strings`);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item !== 'string') throw new Error(`${where}.${key} cannot be sent as text: teach the generator`);
      return [key, item];
    }),
  );
};

/** Valid parts of a call to the route (every part its schema accepts). */
export const validParts = (name: RouteName): fc.Arbitrary<ValidParts> => {
  const route = routes[name];
  return fc.record({
    params:
      'params' in route ? validOf(route.params, `${name} params`).map((v) => asStrings(v, 'params')) : fc.constant({}),
    query: 'query' in route ? validOf(route.query, `${name} query`).map((v) => asStrings(v, 'query')) : fc.constant({}),
    body: 'body' in route ? validOf(route.body, `${name} body`) : fc.constant(undefined),
  });
};

/** One valid call, the same for a seed. */
export const sampleValid = (name: RouteName, seed = 1): ValidParts => {
  const [valid] = fc.sample(validParts(name), { numRuns: 1, seed });
  if (!valid) throw new Error(`No valid call of ${name}`);
  return valid;
};

/** %-encodes text as a client would: a lone surrogate (no UTF-8 exists for it) is sent as U+FFFD. */
const encodeText = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\uFFFD'));

const encodePairs = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`).join('&');

const encodeQuery = (query: Record<string, string>) => encodePairs(Object.entries(query));

/** A human line for a request: method, URL, content type and body (long strings shortened). */
export const describeRequest = (request: RouteRequest): string => {
  const shorten = (text: string) =>
    text.length > 300 ? `${JSON.stringify(text.slice(0, 200))}... (${text.length} characters)` : JSON.stringify(text);
  const body = request.body
    ? ` [${request.body.contentType ?? 'no content-type'}] ${shorten(request.body.text)}`
    : ' (no body)';
  return `${request.route}: ${request.method} ${shorten(urlOf(request))}${body} <- ${request.why.join('; ') || 'valid'}`;
};

/** Builds a request; fast-check prints it (a failing input) with describeRequest. */
const makeRequest = (fields: RouteRequest): RouteRequest =>
  Object.defineProperty(fields, fc.toStringMethod, { value: () => describeRequest(fields), enumerable: false });

/** The request of valid parts, changed by `changes`. */
export const requestOf = (
  name: RouteName,
  valid: ValidParts,
  changes: Partial<Omit<RouteRequest, 'route'>> = {},
): RouteRequest => {
  const route = routes[name];
  return makeRequest({
    route: name,
    method: route.method,
    params: valid.params,
    query: encodeQuery(valid.query),
    ...('body' in route ? { body: { text: toJsonText(valid.body), contentType: 'application/json' } } : {}),
    why: [],
    ...changes,
  });
};

/** The URL of a request, under /api. */
export const urlOf = (request: RouteRequest): string => {
  const path =
    request.rawPath ??
    routes[request.route].path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, key: string) =>
      encodeText(request.params[key] ?? ''),
    );
  return `/api${path}${request.query === '' ? '' : `?${request.query}`}`;
};

/** Sends a request with the Authorization header (none when undefined). */
export const sendRequest = (
  server: TestServer,
  request: RouteRequest,
  authorization: string | undefined,
): Promise<LightMyRequestResponse> =>
  server.app.inject({
    method: request.method as 'GET',
    url: urlOf(request),
    headers: {
      ...(authorization === undefined ? {} : { authorization }),
      ...(request.body?.contentType === undefined ? {} : { 'content-type': request.body.contentType }),
      ...(request.acceptLanguage === undefined ? {} : { 'accept-language': request.acceptLanguage }),
    },
    ...(request.body === undefined ? {} : { payload: request.body.text }),
  });

// ---- what the server must refuse ----

const jsonContentTypes = new Set(['application/json', 'application/json; charset=utf-8']);

/** A route of the table other than `name` that answers this method and path (a static sibling like /shops/list). */
const otherRouteAt = (name: RouteName, method: string, pathname: string): RouteName | undefined =>
  (Object.keys(routes) as RouteName[]).find(
    (other) =>
      other !== name &&
      routes[other].method === method &&
      new RegExp(`^${routes[other].path.replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}$`).test(pathname),
  );

/** The query as the route's schema sees it: parsed, with an optional `lang` taken from Accept-Language when absent. */
const queryAsSeen = (request: RouteRequest): Record<string, unknown> => {
  const query: Record<string, unknown> = { ...querystring.parse(request.query) };
  const route = routes[request.route];
  const shape: Record<string, z.ZodType> = 'query' in route ? route.query.shape : {};
  const lang = shape.lang;
  const preferred = preferredLanguage(request.acceptLanguage);
  if (query.lang === undefined && lang?.safeParse(undefined).success && preferred) query.lang = preferred;
  return query;
};

/**
 * Why the server must refuse the request (the first reason found), or undefined when it is a valid
 * call. Each part is judged as the server sees it: the path value decoded, the query string parsed,
 * the body read as JSON only when it is sent as JSON (anything else is refused before the schema).
 */
export const refusalOf = (request: RouteRequest): string | undefined => {
  const route = routes[request.route];
  if (request.method !== route.method) return `the method ${request.method}`;
  if (request.rawPath !== undefined) return 'a path the router refuses';
  const params = Object.fromEntries(
    Object.entries(request.params).map(([key, value]) => [key, decodeURIComponent(encodeText(value))]),
  );
  if ('params' in route && !route.params.safeParse(params).success) return 'the path parameters';
  if ('query' in route && !route.query.safeParse(queryAsSeen(request)).success) return 'the query';
  if (route.method !== 'POST') return undefined;
  const body =
    request.body?.text === '' && !jsonContentTypes.has(request.body.contentType ?? '') ? undefined : request.body;
  if (body === undefined) return 'body' in route && !route.body.safeParse(undefined).success ? 'no body' : undefined;
  if (!jsonContentTypes.has(body.contentType ?? '')) return `a body of ${body.contentType ?? 'no content type'}`;
  if (Buffer.byteLength(body.text) > bodyLimit) return 'a body over the size limit';
  let parsed: unknown;
  try {
    // Fastify's JSON parser (secure-json-parse) skips a leading byte order mark, as JSON.parse does not.
    parsed = JSON.parse(body.text.replace(/^\uFEFF/, ''));
  } catch {
    return 'a body that is not JSON';
  }
  return 'body' in route && !route.body.safeParse(parsed).success ? 'the body' : undefined;
};

// ---- odd values ----

/** Long strings are few (they cost the most to send), but every batch of 200 has some. */
const longString = fc.constantFrom(1000, 10_000, 70_000, 100_000).map((length) => 'a'.repeat(length));

const oddStrings: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u202Eevil\u202C',
      '\uFEFF',
      '\uD800',
      'x\uDC00',
      'Zażółć gęślą',
      '👾🗡️',
      'e\u0301',
      '<script>alert(1)</script>',
      "' or '1'='1",
      '"; drop table characters; --',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
      '${7*7}',
      '../../../etc/passwd',
      '%00',
      '%s%n',
      '\\',
      '\r\n',
      'null',
      'undefined',
      'true',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e308',
      '1e400',
      '0x10',
      '00001',
      '١٢٣',
      '1_000',
      '2147483648',
      '9007199254740993',
      '-1',
      '-0',
      '1.5',
      'PL',
      'pl ',
      ' pl',
      'pl\u0000',
      'pl-PL',
      'en_US',
    ),
  },
  { weight: 4, arbitrary: fc.string() },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer({ min: 21, max: 300 }).map((length) => 'ż'.repeat(length)) },
  { weight: 1, arbitrary: longString },
);

const oddNumbers: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    -0.5,
    0.5,
    1.5,
    2 ** 31,
    2 ** 31 + 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 31),
    -(2 ** 53),
    Number.MAX_VALUE,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    Number.EPSILON,
  ),
  fc.integer(),
  fc.double(),
  fc
    .constantFrom('1e400', '-1e400', '1e-400', '-0', '1E2', '1.0', '123456789012345678901234567890', '0.1e1')
    .map((text) => new RawJson(text)),
);

const deepNesting: fc.Arbitrary<unknown> = fc
  .oneof(fc.integer({ min: 10, max: 2000 }), fc.constant(20_000))
  .chain((depth) =>
    fc.constantFrom(
      new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`),
      new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    ),
  );

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddStrings },
  { weight: 4, arbitrary: oddNumbers },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1], { id: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys).map((key) => defineKey({}, key, { isAdmin: true })) },
  { weight: 1, arbitrary: deepNesting },
);

const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...prototypeKeys,
    '',
    ' ',
    'id ',
    'ID',
    'Id',
    '\u0000',
    'requestedlang',
    'lang',
    'isAdmin',
    'characterId',
    'account_id',
    'uid',
    'price',
  ),
  fc.string({ maxLength: 20 }),
);

// ---- changes that make a call invalid ----

/** Every key path of a JSON value and of its schema's objects (a key may be absent in the value). */
const keyPaths = (value: unknown, schema: z.ZodType | undefined): string[][] => {
  const paths = new Map<string, string[]>();
  const walkValue = (item: unknown, path: string[]) => {
    if (!isRecord(item)) return;
    for (const key of Object.keys(item)) {
      paths.set(JSON.stringify([...path, key]), [...path, key]);
      walkValue(item[key], [...path, key]);
    }
  };
  const walkSchema = (item: z.ZodType | undefined, path: string[]) => {
    if (item instanceof z.ZodOptional) walkSchema(item.unwrap() as z.ZodType, path);
    else if (item instanceof z.ZodUnion) for (const option of item.options) walkSchema(option as z.ZodType, path);
    else if (item instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(item.shape as Record<string, z.ZodType>)) {
        paths.set(JSON.stringify([...path, key]), [...path, key]);
        walkSchema(child, [...path, key]);
      }
    }
  };
  walkValue(value, []);
  walkSchema(schema, []);
  return [...paths.values()];
};

type JsonChange = { why: string; apply: (value: unknown) => unknown };

/** One change of a JSON value: a field set to an odd value, a field removed, an extra key, or the whole value replaced. */
const jsonChange = (value: unknown, schema: z.ZodType | undefined): fc.Arbitrary<JsonChange> => {
  const paths = keyPaths(value, schema);
  const objectPaths = [[], ...paths];
  const options: fc.Arbitrary<JsonChange>[] = [
    oddValue.map((odd) => ({ why: `the whole value ${describeValue(odd)}`, apply: () => odd })),
    fc.tuple(fc.constantFrom(...objectPaths), extraKey, oddValue).map(([path, key, odd]) => ({
      why: `extra key ${JSON.stringify([...path, key].join('.'))} = ${describeValue(odd)}`,
      apply: (target) => updateAt(target, [...path, key], odd),
    })),
  ];
  if (paths.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...paths), oddValue).map(([path, odd]) => ({
        why: `${path.join('.')} = ${describeValue(odd)}`,
        apply: (target) => updateAt(target, path, odd),
      })),
      fc.constantFrom(...paths).map((path) => ({
        why: `${path.join('.')} left out`,
        apply: (target) => updateAt(target, path, removed),
      })),
    );
  }
  return fc.oneof(...options);
};

const describeValue = (value: unknown): string => {
  const text =
    value instanceof RawJson ? value.text : typeof value === 'string' ? JSON.stringify(value) : toJsonText(value);
  return text.length > 60 ? `${text.slice(0, 40)}... (${text.length} characters)` : text;
};

/** Changes applied in turn. */
const applyChanges = (value: unknown, changes: readonly JsonChange[]) =>
  changes.reduce((current, change) => change.apply(current), value);

const brokenJsonTexts = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"id":',
    '{"id":1,}',
    "{'id':1}",
    '{id:1}',
    'NaN',
    'undefined',
    '\u0000',
    '{"a":1}{"b":2}',
    '{"a":1} x',
    '\uFEFF{}',
    '//\n{}',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[{}]',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
  ),
  fc.string(),
  fc.constantFrom(bodyLimit + 1, 1_100_000).map((size) => `{"pad":"${'x'.repeat(size)}"}`),
  fc.constant(`${' '.repeat(bodyLimit)}{}`),
);

const otherContentTypes = fc.constantFrom<string | undefined>(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'text/json',
  undefined,
);

const oddPathValue: fc.Arbitrary<string> = fc.oneof(
  oddStrings,
  oddNumbers.map((value) => (value instanceof RawJson ? value.text : String(value))),
  fc.constantFrom('1/2', '1?x=1', '1#2', '1;2', '1,2', '+1', ' 1', '1 ', '1e3x', '0', '-0'),
);

/** Whole paths the router refuses before any route runs: a malformed %-escape, a value over 100 characters. */
const routerRefusedValues = fc.constantFrom('%', '%zz', '%E0%A4%A', '1%', `${'1'.repeat(101)}`, `${'9'.repeat(150)}`);

const oddAcceptLanguage: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'de-CH,de;q=0.9,en;q=0.8',
    '*',
    'xx',
    'EN',
    '  fr  ',
    'pl;q=abc',
    'en;q=NaN',
    'es;q=-1',
    'de;q=1e400',
    ';;;,,,',
    'q=1',
    'pl-PL;q=0, en;q=0',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.constant('pl,'.repeat(3000)),
);

const unusedMethods = fc.constantFrom('PUT', 'DELETE', 'PATCH');

/** Query pairs of valid values, then changed: odd values, keys left out, repeated or added. */
const changedQuery = (query: Record<string, string>): fc.Arbitrary<{ query: string; why: string[] }> => {
  const keys = Object.keys(query);
  const change: fc.Arbitrary<{ why: string; apply: (pairs: [string, string][]) => [string, string][] }> = fc.oneof(
    ...(keys.length > 0
      ? [
          fc.tuple(fc.constantFrom(...keys), oddStrings).map(([key, odd]) => ({
            why: `query ${key} = ${describeValue(odd)}`,
            apply: (pairs: [string, string][]) => pairs.map(([k, v]): [string, string] => [k, k === key ? odd : v]),
          })),
          fc.constantFrom(...keys).map((key) => ({
            why: `query ${key} left out`,
            apply: (pairs: [string, string][]) => pairs.filter(([k]) => k !== key),
          })),
          fc.tuple(fc.constantFrom(...keys), oddStrings).map(([key, odd]) => ({
            why: `query ${key} repeated (${describeValue(odd)})`,
            apply: (pairs: [string, string][]) => [...pairs, [key, odd] as [string, string]],
          })),
          fc.constantFrom(...keys).map((key) => ({
            why: `query ${key}[] instead of ${key}`,
            apply: (pairs: [string, string][]) =>
              pairs.map(([k, v]): [string, string] => [k === key ? `${k}[]` : k, v]),
          })),
        ]
      : []),
    fc.tuple(extraKey, oddStrings).map(([key, odd]) => ({
      why: `extra query ${JSON.stringify(key)} = ${describeValue(odd)}`,
      apply: (pairs: [string, string][]) => [...pairs, [key, odd] as [string, string]],
    })),
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => ({
        query: encodePairs(changes.reduce((pairs, c) => c.apply(pairs), Object.entries(query))),
        why: changes.map((c) => c.why),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '&&&',
          '=',
          '==',
          'lang',
          'lang=',
          '%',
          'lang=%E0%A4%A',
          'lang=%zz',
          'requestedLang=%',
          '&lang=pl=pl',
        )
        .map((raw) => ({ query: raw, why: [`raw query ${JSON.stringify(raw)}`] })),
    },
  );
};

/**
 * Calls the route's schemas refuse (each checked with refusalOf): a valid call with one to a few
 * changes to its path values, query, body, content type or method.
 */
export const refusedRequests = (name: RouteName): fc.Arbitrary<RouteRequest> => refusals(name, false);

/**
 * Refused calls that reach the route (its method, a path the router accepts): only the input is
 * wrong. Undefined for a route that takes no input at all.
 */
export const refusedInputs = (name: RouteName): fc.Arbitrary<RouteRequest> | undefined => {
  const route = routes[name];
  return 'params' in route || 'query' in route || route.method === 'POST' ? refusals(name, true) : undefined;
};

const refusals = (name: RouteName, reachRoute: boolean): fc.Arbitrary<RouteRequest> => {
  const route = routes[name];
  const bodySchema = 'body' in route ? route.body : undefined;
  const candidates = validParts(name).chain((valid) => {
    const base = requestOf(name, valid);
    const changes: { weight: number; arbitrary: fc.Arbitrary<RouteRequest> }[] = [];
    const paramKeys = Object.keys(valid.params);
    if (paramKeys.length > 0) {
      changes.push({
        weight: 3,
        arbitrary: fc.tuple(fc.constantFrom(...paramKeys), oddPathValue).map(([key, odd]) =>
          makeRequest({
            ...base,
            params: { ...valid.params, [key]: odd },
            why: [`path ${key} = ${describeValue(odd)}`],
          }),
        ),
      });
      changes.push({
        weight: reachRoute ? 0 : 1,
        arbitrary: routerRefusedValues.map((raw) =>
          makeRequest({
            ...base,
            rawPath: route.path.replace(/\{[A-Za-z0-9_]+\}/, raw),
            why: [`raw path value ${JSON.stringify(raw)}`],
          }),
        ),
      });
    }
    if ('query' in route) {
      changes.push({
        weight: 3,
        arbitrary: changedQuery(valid.query).map(({ query, why }) => makeRequest({ ...base, query, why })),
      });
    }
    if (route.method === 'POST') {
      const validText = base.body?.text ?? '{}';
      if (bodySchema) {
        changes.push({
          weight: 8,
          arbitrary: fc.array(jsonChange(valid.body, bodySchema), { minLength: 1, maxLength: 3 }).map((list) =>
            makeRequest({
              ...base,
              body: { text: toJsonText(applyChanges(valid.body, list)), contentType: 'application/json' },
              why: list.map((change) => `body ${change.why}`),
            }),
          ),
        });
        changes.push({
          weight: 1,
          arbitrary: fc.constant(makeRequest({ ...base, body: undefined, why: ['no body'] })),
        });
      }
      changes.push({
        weight: 2,
        arbitrary: brokenJsonTexts.map((text) =>
          makeRequest({
            ...base,
            body: { text, contentType: 'application/json' },
            why: ['a body that is not the JSON asked for'],
          }),
        ),
      });
      changes.push({
        weight: 2,
        arbitrary: fc
          .tuple(
            otherContentTypes,
            fc.oneof(fc.constant(validText), brokenJsonTexts, fc.constant(encodeQuery({ id: '1' }))),
          )
          .map(([contentType, text]) =>
            makeRequest({
              ...base,
              body: { text, contentType },
              why: [`a body sent as ${contentType ?? 'no content type'}`],
            }),
          ),
      });
    }
    changes.push({
      weight: reachRoute ? 0 : 1,
      arbitrary: unusedMethods.map((method) => makeRequest({ ...base, method, why: [`the method ${method}`] })),
    });
    return fc
      .tuple(
        fc.oneof(...changes.filter((change) => change.weight > 0)),
        fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: oddAcceptLanguage }),
      )
      .map(([request, acceptLanguage]) =>
        acceptLanguage === null
          ? request
          : makeRequest({
              ...request,
              acceptLanguage,
              why: [...request.why, `Accept-Language ${describeValue(acceptLanguage)}`],
            }),
      );
  });
  const refused = (request: RouteRequest) => {
    if (refusalOf(request) === undefined) return false;
    // A path value that names another route (GET /shops/list beside /shops/{id}) calls that route instead.
    if (request.rawPath !== undefined || !route.path.includes('{')) return true;
    const pathname = urlOf(request).slice('/api'.length).split('?')[0] ?? '';
    return otherRouteAt(name, request.method, pathname) === undefined;
  };
  return keepOnly(candidates, refused, `refused ${reachRoute ? 'inputs' : 'requests'} for ${name}`);
};

// ---- ids ----

/** A field naming a stored or world thing by id: `id`, or a key ending in `Id`, in the path, query or body. */
export type IdField = { part: Part; path: readonly string[]; schema: z.ZodType; key: string };

const isIdKey = (key: string) => key === 'id' || /[a-z]Id$/.test(key);

/** Every id field of the route's schemas (nested objects and union options included). */
export const idFields = (name: RouteName): IdField[] => {
  const route = routes[name];
  const found = new Map<string, IdField>();
  const walk = (part: Part, schema: z.ZodType, path: string[]) => {
    if (schema instanceof z.ZodOptional) walk(part, schema.unwrap() as z.ZodType, path);
    else if (schema instanceof z.ZodUnion) for (const option of schema.options) walk(part, option as z.ZodType, path);
    else if (schema instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        const childPath = [...path, key];
        const fieldKey = `${part}.${childPath.join('.')}`;
        if (isIdKey(key)) found.set(fieldKey, { part, path: childPath, schema: child, key: fieldKey });
        else walk(part, child, childPath);
      }
    }
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = (route as { [P in Part]?: z.ZodType })[part];
    if (schema) walk(part, schema, []);
  }
  return [...found.values()];
};

/** Valid parts with the id fields given set (path and query values as text); undefined leaves a field out. */
export const withIds = (valid: ValidParts, ids: ReadonlyMap<IdField, number | undefined>): ValidParts => {
  let { params, query, body } = valid;
  for (const [field, id] of ids) {
    const [key = ''] = field.path;
    const text = id === undefined ? undefined : String(id);
    if (field.part === 'params') params = Object.fromEntries(Object.entries({ ...params, [key]: text }).filter(isSet));
    else if (field.part === 'query')
      query = Object.fromEntries(Object.entries({ ...query, [key]: text }).filter(isSet));
    else body = updateAt(body, field.path, id === undefined ? removed : id);
  }
  return { params, query, body };
};

const isSet = (entry: [string, string | undefined]): entry is [string, string] => entry[1] !== undefined;

/** An id no row and no world content has: the content numbers its things from 1 to a few thousand. */
const missingId = fc.oneof(fc.constant(0), fc.integer({ min: 1_000_000, max: maxRowId }), fc.constant(maxRowId));

const acceptsMissingIds = (field: IdField) =>
  field.schema.safeParse(field.part === 'body' ? 1_000_000 : '1000000').success;

/**
 * Calls the schemas accept but that name nothing: every id field that takes any id set to one no
 * row or content has. Undefined when the route has no such field (no id, or only ids of a fixed set).
 */
export const missingIdRequests = (name: RouteName): fc.Arbitrary<RouteRequest> | undefined => {
  const fields = idFields(name).filter(acceptsMissingIds);
  if (fields.length === 0) return undefined;
  return fc
    .tuple(validParts(name), fc.array(missingId, { minLength: fields.length, maxLength: fields.length }))
    .map(([valid, ids]) =>
      requestOf(name, withIds(valid, new Map(fields.map((field, index) => [field, ids[index] ?? 0]))), {
        why: [`ids that name nothing: ${fields.map((field, index) => `${field.key} = ${ids[index]}`).join(', ')}`],
      }),
    );
};

// ---- the answer to a refused call ----

/**
 * What is wrong with the answer to a call that must be refused, or undefined when it is the catalogue's
 * error answer: a 4xx (never a 5xx), JSON `{ error: { code, message, field? } }` and nothing else, the
 * status the catalogue gives the code, and a code the route's contract lists (path and method probes
 * may also meet the router's not-found and method-not-allowed).
 */
export const refusalProblem = (request: RouteRequest, response: LightMyRequestResponse): string | undefined => {
  const shown = `${describeRequest(request)}\n  -> ${response.statusCode} ${response.body.slice(0, 500)}`;
  if (response.statusCode < 400 || response.statusCode >= 500) return `not a 4xx: ${shown}`;
  if (!/^application\/json/.test(String(response.headers['content-type']))) return `not JSON: ${shown}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `unparsable JSON: ${shown}`;
  }
  const parsed = errorBodySchema.strict().safeParse(body);
  if (!parsed.success) return `not the catalogue's error shape: ${shown}`;
  const { code, message } = parsed.data.error;
  if (errorCatalogue[code].status !== response.statusCode) return `status is not the catalogue's for ${code}: ${shown}`;
  if (message.trim().length < 10) return `no readable message: ${shown}`;
  const route = routes[request.route];
  const refusal = refusalOf(request);
  const allowed: ErrorCode[] = [
    ...routeErrors(route),
    ...(request.method === route.method ? [] : (['method-not-allowed'] as const)),
    ...(refusal === 'a path the router refuses' || refusal === 'the path parameters' ? (['not-found'] as const) : []),
  ];
  if (!allowed.includes(code)) return `${code} is not an error the route's contract lists: ${shown}`;
  return undefined;
};
