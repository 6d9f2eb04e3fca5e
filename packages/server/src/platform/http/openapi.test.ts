import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
