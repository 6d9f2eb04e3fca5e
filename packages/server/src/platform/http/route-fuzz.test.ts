import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { buildCatalogOfOne } from '../../test/catalog-fixtures';
import { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/**
 * "Never a 500 for bad input": every route of the app's own route
 * table gets malformed path params, query strings, JSON bodies and multipart bodies, as a guest,
 * as a logged-in user and as an admin. Any answer ≥ 500 or any error-log entry fails the test.
 * The variants are bounded per route so a dialect runs in well under a minute.
 */

/** Routes not sent to, each with its reason. Nothing else is skipped. */
const SKIPPED: Record<string, string> = {};

const LONG = 'x'.repeat(10_000);
const HUGE_ID = '2147483648';

/** What replaces a path param or a query value. */
const BAD_TEXT = [HUGE_ID, '-1', '1e99', 'abc', '%00', encodeURIComponent(LONG)];
/** Query values only: lists with a huge id, a NUL byte in the middle of a word, a fraction. */
const BAD_QUERY = [
  HUGE_ID,
  '1e99',
  'abc',
  '%00',
  encodeURIComponent(LONG),
  `1,${HUGE_ID}`,
  'a%00b',
];
/** What replaces one property of a JSON body. */
const BAD_JSON: unknown[] = [
  Number(HUGE_ID),
  1e99,
  'nul\u0000byte',
  LONG,
  [Number(HUGE_ID)],
  ['nul\u0000byte'],
];
/** Properties sent to routes that declare no body schema (they may read the body by hand). */
const GENERIC_BODY_KEYS = ['id', 'ids', 'name', 'email', 'password', 'url', 'path', 'type'];
/** Query keys sent to GET routes that declare no query schema: every route reads these. */
const GENERIC_QUERY_KEYS = ['workspaceId', 'with'];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  required?: string[];
};

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * A plausible value for a JSON schema, so that one bad property is what the route sees.
 * Objects get their required properties only: an optional one with a pattern (an image URL)
 * would otherwise make every variant fail for the wrong reason.
 */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return sample(branch, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) result[key] = sample(value, depth + 1);
      }
      return result;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/fuzz';
      return 'fuzz';
    case undefined:
    default:
      return 'fuzz';
  }
}

/** Every property an object schema (or any branch of a union) names. */
function propertyNames(schema: JsonSchema): string[] {
  const branches = [
    schema,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  return [...new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))];
}

/** `/a/:id/b/*` → `/a/{id}/b/*`, the OpenAPI document's spelling. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}

function fillPath(
  url: string,
  values: Record<string, string>,
  plausible: Record<string, string> = {},
): string {
  let filled = url.replace(
    /:([A-Za-z0-9_]+)/g,
    (_, name: string) => values[name] ?? plausible[name] ?? '1',
  );
  if (filled.endsWith('*')) filled = filled.slice(0, -1) + (values['*'] ?? '1');
  return filled;
}

type RouteTableEntry = FastifyInstance['routeTable'][number];

interface Variant {
  label: string;
  inject: InjectOptions;
}

function variantsFor(route: RouteTableEntry, operation: OpenApiOperation | undefined): Variant[] {
  const variants: Variant[] = [];
  const method = route.method as InjectOptions['method'];
  const params = paramNames(route.url);
  // Plausible path values from the declared params (`seedType` is an enum): so that the bad
  // query or body, not the path, is what the route answers about.
  const plausible: Record<string, string> = {};
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in === 'path') plausible[parameter.name] = String(sample(parameter.schema));
  }
  const validPath = fillPath(route.url, {}, plausible);
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? sample(bodySchema) : {};
  const baseObject =
    base && typeof base === 'object' && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : {};
  const writes = route.method !== 'GET' && route.method !== 'OPTIONS';
  // First a plausible request: what the route answers when only the data is missing.
  variants.push({
    label: 'plausible',
    inject: writes
      ? {
          method,
          url: validPath,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(baseObject),
        }
      : { method, url: validPath },
  });

  // Path params: each one bad in turn, the others plausible.
  for (const name of params) {
    for (const value of BAD_TEXT) {
      variants.push({
        label: `param ${name}=${value.slice(0, 20)}`,
        inject: { method, url: fillPath(route.url, { [name]: value }, plausible) },
      });
    }
  }

  // Query: each key bad in turn (a zod object reports every bad key, so one at a time reaches
  // the code behind the first).
  const declaredQuery = (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const queryKeys =
    declaredQuery.length > 0 ? declaredQuery : route.method === 'GET' ? GENERIC_QUERY_KEYS : [];
  for (const key of queryKeys) {
    for (const value of BAD_QUERY) {
      variants.push({
        label: `query ${key}=${value.slice(0, 20)}`,
        inject: { method, url: `${validPath}?${key}=${value}` },
      });
    }
    variants.push({
      label: `query ${key} repeated`,
      inject: { method, url: `${validPath}?${key}=1&${key}=${HUGE_ID}` },
    });
  }

  if (!writes) return variants;

  // JSON bodies: whole-body shapes, then each property bad in turn within a plausible body.
  const json = (label: string, payload: string) =>
    variants.push({
      label: `body ${label}`,
      inject: {
        method,
        url: validPath,
        headers: { 'content-type': 'application/json' },
        payload,
      },
    });
  json('invalid JSON', '{"name": ');
  json('array', JSON.stringify([baseObject]));
  json('string', JSON.stringify('nul\u0000byte'));
  json('empty object', '{}');
  const keys = bodySchema ? propertyNames(bodySchema) : GENERIC_BODY_KEYS;
  for (const key of keys.slice(0, 10)) {
    for (const value of BAD_JSON) {
      const label = typeof value === 'string' ? value.slice(0, 12) : JSON.stringify(value);
      json(`${key}=${label}`, JSON.stringify({ ...baseObject, [key]: value }));
    }
  }

  // Multipart: no boundary, and a body cut off in the middle of a part.
  variants.push({
    label: 'multipart without boundary',
    inject: {
      method,
      url: validPath,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'file=x',
    },
  });
  const boundary = '----tonearmfuzz';
  variants.push({
    label: 'multipart truncated',
    inject: {
      method,
      url: validPath,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n\u0089PNG\r\n',
    },
  });
  variants.push({
    label: 'multipart boundary over 256 characters',
    inject: {
      method,
      url: validPath,
      headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
      payload: `--${'b'.repeat(300)}\r\n`,
    },
  });
  // A well-formed form whose file name and fields carry NUL bytes and huge numbers.
  variants.push({
    label: 'multipart with NUL in names',
    inject: {
      method,
      url: validPath,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="clientMime"\r\n\r\nimage/\u0000png\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="clientExtension"\r\n\r\np\u0000g\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n` +
        `{"parentId": ${HUGE_ID}, "relativePath": "a\\u0000/b.png"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n` +
        `Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\r\n--${boundary}--\r\n`,
    },
  });
  return variants;
}

interface Failure {
  client: string;
  route: string;
  variant: string;
  status: number;
  message: string;
}

describe('route-table fuzz: malformed input never answers ≥ 500', () => {
  const t = useTestApp({
    // Thousands of requests from one address: the limits are tested elsewhere.
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP: '1000000',
    // A 500's body then names its cause, which the failure list prints.
    APP_DEBUG: 'true',
  });
  beforeAll(async () => {
    // The first rows of the catalog, so a route's plausible id 1 finds something.
    await buildCatalogOfOne(t, 'Fuzz');
  });

  it('answers every malformed request to every route below 500, with no error logged', async () => {
    const user = await buildUser(t);
    const admin = await buildUser(t, { roleNames: ['admin'] });
    // Rows behind the plausible id 1, so bodies reach the code past the lookups: the catalog's
    // first artist, album and track built above, and the user's own playlist and comment.
    const owner = await loginAs(t, user);
    const playlist = await owner.post('/api/v1/playlists', { name: 'Fuzz playlist' });
    const comment = await owner.post('/api/v1/tracks/1/comments', { content: 'Fuzz comment' });
    expect([playlist.statusCode, comment.statusCode]).toEqual([201, 201]);
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> })
      .paths;
    const failures: Failure[] = [];
    let sent = 0;
    const skipped: string[] = [];
    let adminRoutes = 0;
    async function send(name: string, client: TestClient, route: string, variants: Variant[]) {
      for (const variant of variants) {
        const response = await client.request(variant.inject);
        sent += 1;
        if (response.statusCode < 500) continue;
        let message = response.body.slice(0, 200);
        try {
          message = String(response.json<{ message?: string }>().message);
        } catch {
          // not JSON: keep the raw start of the body
        }
        failures.push({
          client: name,
          route,
          variant: variant.label,
          status: response.statusCode,
          message,
        });
      }
    }

    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      if (SKIPPED[key]) {
        skipped.push(`${key}: ${SKIPPED[key]}`);
        continue;
      }
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const variants = variantsFor(route, operation);
      // A guest is refused by a logged-in-only route before its input is read: the path
      // variants and two broken bodies show that the refusal comes first.
      const loggedInOnly = (route.config as { guard?: { auth?: boolean } } | undefined)?.guard
        ?.auth;
      const guestVariants = loggedInOnly
        ? variants.filter(
            (variant) =>
              variant.label.startsWith('param') ||
              variant.label === 'body invalid JSON' ||
              variant.label === 'multipart without boundary',
          )
        : variants;
      // A fresh session per route: a logout or a password change must not hide later routes.
      const userClient = await loginAs(t, user);
      // Guest and user run side by side (each in order): PostgreSQL waits on the network.
      await Promise.all([
        send('guest', new TestClient(t.app), key, guestVariants),
        send('user', userClient, key, variants),
      ]);
      // The admin goes where the user is refused (logs, API docs, uploads, access tokens).
      const probe = variants.find((variant) => variant.label === 'plausible')!;
      const userProbe = await userClient.request(probe.inject);
      if (userProbe.statusCode === 401 || userProbe.statusCode === 403) {
        adminRoutes += 1;
        await send('admin', await loginAs(t, admin), key, variants);
      }
    }

    const errorLogFile = t.app.errorLog.latestFile();
    const errorLogEntries = errorLogFile
      ? fs.readFileSync(errorLogFile, 'utf8').split('\n').filter(Boolean).length
      : 0;
    // Grouped by route and cause, so each fault is reported once however many variants hit it.
    const groups = new Map<string, Failure[]>();
    for (const failure of failures) {
      const group = `${failure.route} — ${failure.message.slice(0, 140)}`;
      groups.set(group, [...(groups.get(group) ?? []), failure]);
    }
    for (const [group, members] of groups) {
      const first = members[0]!;
      console.log(`${members.length} × ${group} (e.g. ${first.client}, ${first.variant})`);
    }
    for (const line of skipped) console.log(`skipped ${line}`);
    console.log(
      `routes: ${t.app.routeTable.length} (${adminRoutes} also as admin), requests sent: ${sent},` +
        ` responses ≥ 500: ${failures.length}` +
        ` (${groups.size} route/cause groups), error-log entries: ${errorLogEntries}`,
    );
    expect(failures).toEqual([]);
    expect(errorLogEntries).toBe(0);
  }, 600_000);
});
