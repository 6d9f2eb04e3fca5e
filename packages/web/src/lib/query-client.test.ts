import { renderHook } from '@testing-library/react';
import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeErrorDialog, useErrorDialog } from '@/components/ui/error-dialog/error-dialog-store';
import { toastStore } from '@/components/ui/toast/toast-store';
import { httpError } from '@/test/http-error';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

afterEach(() => {
  toastStore.dismiss();
  closeErrorDialog();
});

describe('shouldRetryQuery', () => {
  it('retries a failed query at most twice', () => {
    const error = httpError(500);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404])
      expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it('retries other client errors and network failures', () => {
    expect(shouldRetryQuery(0, httpError(429))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetryQuery(1, new Error('offline'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('keeps results fresh for 30000 ms and retries by the rule above', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.retry).toBe(shouldRetryQuery);
  });

  it.each([
    { name: 'gives up on a 404 query without retrying', status: 404, tries: 1 },
    { name: 'tries a failing query three times in all', status: 500, tries: 3 },
  ])('$name', async ({ status, tries }) => {
    const client = createQueryClient(() => {});
    const queryFn = vi.fn().mockRejectedValue(httpError(status));
    await expect(
      client.fetchQuery({ queryKey: ['failing'], queryFn, retryDelay: 0 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(tries);
  });

  it('shows a danger toast when a mutation fails', async () => {
    const client = createQueryClient(() => {});
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(httpError(500, { message: 'Could not save.' })),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(toastStore.get()).toMatchObject({ type: 'danger', message: 'Could not save.' });
  });

  it("sends a guest's 401 to /login inside the app, keeping what the page just showed", async () => {
    window.history.replaceState(null, '', '/account-settings');
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    try {
      const client = createQueryClient();
      toastStore.show('Account deleted');
      const failing = () =>
        client
          .getMutationCache()
          .build(client, { mutationFn: () => Promise.reject(httpError(401, {})) })
          .execute(undefined);
      await expect(failing()).rejects.toBeInstanceOf(ApiError);
      expect(window.location.pathname).toBe('/login');
      expect(popstate).toHaveBeenCalledTimes(1);
      expect(toastStore.get()?.message).toBe('Account deleted');
      // Already there: no second trip.
      await expect(failing()).rejects.toBeInstanceOf(ApiError);
      expect(popstate).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('popstate', popstate);
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves the error to the form when a mutation asks it to', async () => {
    const client = createQueryClient(() => {});
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(httpError(422, { errors: { name: ['Required.'] } })),
      meta: { showErrorToast: false },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(toastStore.get()).toBeNull();
  });

  it('opens the error dialog instead when the answer carries a debug trace', async () => {
    const client = createQueryClient(() => {});
    const body: DebugErrorBody = {
      exception: 'Error',
      message: 'boom',
      trace: [],
      totalVendorGroups: 0,
    };
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(httpError(500, body)) });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(renderHook(() => useErrorDialog()).result.current).toEqual(body);
    expect(toastStore.get()).toBeNull();
  });

  it('sends a guest to login when a query answers 401', async () => {
    const navigateToLogin = vi.fn();
    const client = createQueryClient(navigateToLogin);
    await expect(
      client.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(httpError(401)) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(navigateToLogin).toHaveBeenCalledTimes(1);
  });
});
