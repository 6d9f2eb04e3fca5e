import { describe, expect, it } from 'vitest';
import { METHOD_OVERRIDE_HEADER } from '@tonearm/shared/constants';
import { ECHO_PATH, echoRoutes, type EchoBody } from '../../test/echo-routes';
import { guestClient } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

describe('method override', () => {
  const t = useTestApp({}, echoRoutes);

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'routes a POST with X-HTTP-Method-Override: %s as that method',
    async (method) => {
      const response = await guestClient(t).post(
        ECHO_PATH,
        {},
        { headers: { [METHOD_OVERRIDE_HEADER]: method } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<EchoBody>().method).toBe(method);
    },
  );

  it('accepts the override header in lower case', async () => {
    const response = await guestClient(t).post(
      ECHO_PATH,
      {},
      { headers: { [METHOD_OVERRIDE_HEADER]: 'patch' } },
    );
    expect(response.json<EchoBody>().method).toBe('PATCH');
  });

  it('routes a POST with ?_method=DELETE as a DELETE', async () => {
    const response = await guestClient(t).post(`${ECHO_PATH}?_method=DELETE`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>().method).toBe('DELETE');
  });

  it('routes a POST with ?_method=PUT among other query parameters as a PUT', async () => {
    const response = await guestClient(t).post(`${ECHO_PATH}?with=artist&_method=PUT`, {});
    expect(response.json<EchoBody>()).toMatchObject({
      method: 'PUT',
      relations: { with: ['artist'] },
    });
  });

  it('ignores an override to GET and keeps the POST', async () => {
    const response = await guestClient(t).post(
      ECHO_PATH,
      {},
      { headers: { [METHOD_OVERRIDE_HEADER]: 'GET' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>().method).toBe('POST');
  });

  it('ignores a garbage override and keeps the POST', async () => {
    const client = guestClient(t);
    const byHeader = await client.post(
      ECHO_PATH,
      {},
      { headers: { [METHOD_OVERRIDE_HEADER]: 'TRACE<script>' } },
    );
    const byQuery = await client.post(`${ECHO_PATH}?_method=nonsense`, {});
    expect(byHeader.json<EchoBody>().method).toBe('POST');
    expect(byQuery.json<EchoBody>().method).toBe('POST');
  });

  it('never turns a GET into another method', async () => {
    const response = await guestClient(t).get(`${ECHO_PATH}?_method=DELETE`, {
      headers: { [METHOD_OVERRIDE_HEADER]: 'DELETE' },
    });
    expect(response.json<EchoBody>().method).toBe('GET');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('answers a plain %s request', async (method) => {
    const response = await guestClient(t).request({ method, url: ECHO_PATH, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>().method).toBe(method);
  });

  it('still requires the XSRF token on an overridden write', async () => {
    const response = await guestClient(t).post(
      ECHO_PATH,
      {},
      { csrf: false, headers: { [METHOD_OVERRIDE_HEADER]: 'DELETE' } },
    );
    expect(response.statusCode).toBe(419);
  });
});
