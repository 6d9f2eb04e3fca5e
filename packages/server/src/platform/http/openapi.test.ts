import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('lists the API routes for a user with api.access', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await client.get('/api/v1/api-docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/bootstrap-data',
        '/auth/login',
        '/auth/logout',
      ]),
    );
    // The document itself and the web app's files stay out of it.
    expect(Object.keys(document.paths).every((path) => /^\/(api|auth|secure)\//.test(path))).toBe(
      true,
    );
    expect(document.paths['/api/v1/api-docs/openapi.json']).toBeUndefined();
    // Request bodies come from the same zod schemas the routes validate with.
    const login = document.paths['/auth/login'] as {
      post: { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    };
    expect(login.post.requestBody.content['application/json']!.schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('asks a guest to log in, since the guest role lacks api.access', async () => {
    const response = await guestClient(t).get('/api/v1/api-docs/openapi.json');
    expect(response.statusCode).toBe(401);
  });

  it('is not found while the API integration is off', async () => {
    const client = await loginAs(t, await buildUser(t));
    await t.services.settings.update({ 'api.integrated': false });
    try {
      expect((await client.get('/api/v1/api-docs/openapi.json')).statusCode).toBe(404);
    } finally {
      await t.services.settings.update({ 'api.integrated': true });
    }
  });
});

type Operation = {
  tags?: string[];
  summary?: string;
  responses?: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; description?: string }
  >;
};

/** Every operation of the document: "METHOD path" with its OpenAPI operation object. */
function operations(document: { paths: Record<string, Record<string, Operation>> }) {
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** A success (2xx) or redirect (3xx) answer is declared: with a content schema, or empty. */
function declaresSuccess(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(([status, response]) => {
    if (!/^[23]\d\d$/.test(status)) return false;
    if (status === '204' || /^3/.test(status)) return true;
    return Object.values(response.content ?? {}).some((media) => media.schema !== undefined);
  });
}

function documentOf(t: TestApp) {
  return t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
}

describe('the OpenAPI document is complete', () => {
  const t = useTestApp();

  it('validates as OpenAPI 3', async () => {
    // The parser dereferences in place: it gets a copy.
    const document = structuredClone<OpenAPI.Document>(t.app.swagger());
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });

  it('gives every operation a tag and a summary (the /api-docs sidebar groups by tag)', () => {
    const all = operations(documentOf(t));
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter(({ operation }) => !operation.tags?.length).map(({ name }) => name)).toEqual(
      [],
    );
    expect(all.filter(({ operation }) => !operation.summary).map(({ name }) => name)).toEqual([]);
  });

  it('declares a success answer (a content schema, an empty 204 or a redirect) for every operation', () => {
    const withoutAnswer = operations(documentOf(t))
      .filter(({ operation }) => !declaresSuccess(operation))
      .map(({ name }) => name);
    // Every operation declares its answer, so a changed answer fails the build.
    expect(withoutAnswer).toEqual([]);
  });
});
