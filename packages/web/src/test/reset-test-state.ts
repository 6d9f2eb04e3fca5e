import { act, cleanup } from '@testing-library/react';
import { COOKIES } from '@tonearm/shared/constants';
import { vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { removeCookie } from '@/lib/cookies';

const initialBootstrapData = getBootstrapData();

/**
 * Unmount, then undo what the helpers and the components under test leave behind. The test setup
 * runs it after every test; call it mid-test before rendering a second variant.
 *
 * Kept apart from render-with-providers so the setup can run it without loading the whole app
 * into tests that only check a helper, and without defeating their module mocks.
 */
export function resetTestState(): void {
  cleanup();
  act(() => {
    setBootstrapData(initialBootstrapData);
    toastStore.dismiss();
  });
  removeCookie(COOKIES.theme);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
