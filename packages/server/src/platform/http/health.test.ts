import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('health', () => {
  const t = useTestApp();

  it('answers ok once the app is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
