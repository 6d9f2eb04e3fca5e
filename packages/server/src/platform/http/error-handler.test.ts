import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { notFound } from '../errors';

const profileSchema = z.object({
  name: z.string().min(3, 'The name must be at least 3 characters.'),
  age: z.number().int(),
});

const errorRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/test/zod', async (request) => profileSchema.parse(request.body));
  app.post(
    '/api/v1/test/route-schema',
    // Routes declare zod schemas, validated before the handler runs.
    { schema: { body: z.object({ title: z.string().min(2) }) } },
    async (request) => request.body,
  );
  app.get('/api/v1/test/boom', async () => {
    throw new Error('The turntable caught fire');
  });
  app.get('/api/v1/test/missing', async () => {
    throw notFound('No such record.');
  });
  app.get('/api/v1/test/login-required', { config: { guard: { auth: true } } }, async () => ({
    ok: true,
  }));
  app.get(
    '/api/v1/test/admin-only',
    { config: { guard: { permissions: ['admin.access'] } } },
    async () => ({ ok: true }),
  );
};

const THIS_FILE = fileURLToPath(import.meta.url);

describe('error shapes', () => {
  const t = useTestApp({}, errorRoutes);

  it('answers a zod parse failure in a route with 422 and per-field errors', async () => {
    const response = await guestClient(t).post('/api/v1/test/zod', { name: 'Al', age: 'old' });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('The name must be at least 3 characters.');
    expect(body.errors.name).toEqual(['The name must be at least 3 characters.']);
    expect(body.errors.age).toHaveLength(1);
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
  });

  it('answers a failure of the declared route schema with 422 naming the field', async () => {
    const response = await guestClient(t).post('/api/v1/test/route-schema', { title: 'x' });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toEqual(['title']);
    expect(body.message).toBe(body.errors.title![0]);
  });

  it('names a missing required property in a declared-schema failure', async () => {
    const response = await guestClient(t).post('/api/v1/test/route-schema', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'title',
    ]);
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await guestClient(t).post('/api/v1/test/zod', '{"name": "Al",', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('answers an unsupported content type with 415, not 500', async () => {
    const response = await guestClient(t).post('/api/v1/test/zod', '<xml/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers a user lacking a permission with 403', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await client.get('/api/v1/test/admin-only');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it.each([
    {
      name: 'answers a guest on a login-only route with 401',
      url: '/api/v1/test/login-required',
      status: 401,
      message: 'Unauthenticated.',
    },
    {
      name: 'answers a not-found error thrown by a route with 404 and its message',
      url: '/api/v1/test/missing',
      status: 404,
      message: 'No such record.',
    },
    {
      name: 'answers a thrown plain Error with 500 and the general message, without a trace',
      url: '/api/v1/test/boom',
      status: 500,
      message: 'There was an issue. Please try again.',
    },
  ])('$name', async ({ url, status, message }) => {
    const response = await guestClient(t).get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });
});

describe('error shapes with APP_DEBUG (error payload)', () => {
  let body: DebugErrorBody;
  const t = useTestApp({ APP_DEBUG: 'true' }, errorRoutes);
  beforeAll(async () => {
    const response = await guestClient(t).get('/api/v1/test/boom');
    expect(response.statusCode).toBe(500);
    body = response.json<DebugErrorBody>();
  });

  it('carries the exception name, message, trace and vendor group count', () => {
    expect(Object.keys(body).sort()).toEqual([
      'exception',
      'message',
      'totalVendorGroups',
      'trace',
    ]);
    expect(body.exception).toBe('Error');
    expect(body.message).toBe('The turntable caught fire');
    expect(body.trace.length).toBeGreaterThan(1);
    expect(body.totalVendorGroups).toBeGreaterThanOrEqual(1);
  });

  it("starts the trace at the route's own frame with the throwing line in its snippet", () => {
    const [first] = body.trace;
    expect(first).toBeDefined();
    expect(path.resolve(process.cwd(), first!.path)).toBe(THIS_FILE);
    expect(first!.vendor).toBe(false);
    expect(first!.method).toEqual(expect.any(String));
    expect(first!.codeSnippet[String(first!.lineNumber)]).toContain(
      "throw new Error('The turntable caught fire')",
    );
  });

  it('names the package of node_modules frames', () => {
    const vendors = body.trace
      .map((frame) => frame.vendor)
      .filter((vendor) => vendor && vendor !== 'node');
    expect(vendors).toContain('fastify');
    const fastifyFrame = body.trace.find((frame) => frame.vendor === 'fastify')!;
    expect(fastifyFrame.path).toContain(`node_modules${path.sep}fastify${path.sep}`);
    expect(Object.keys(fastifyFrame.codeSnippet).length).toBeGreaterThan(0);
  });

  it('gives every frame the documented fields', () => {
    for (const frame of body.trace) {
      expect(Object.keys(frame).sort()).toEqual([
        'codeSnippet',
        'lineNumber',
        'method',
        'path',
        'vendor',
      ]);
      expect(Number.isInteger(frame.lineNumber)).toBe(true);
    }
  });

  it('keeps client errors free of traces even in debug mode', async () => {
    const response = await guestClient(t).get('/api/v1/test/login-required');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
