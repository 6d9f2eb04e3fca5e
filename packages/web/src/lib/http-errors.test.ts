import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { closeErrorDialog } from '@/components/ui/error-dialog/error-dialog-store';
import { toastStore } from '@/components/ui/toast/toast-store';
import { httpError } from '@/test/http-error';
import { getBootstrapData, setBootstrapData } from './bootstrap-store';
import {
  debugTraceOf,
  errorMessage,
  showHttpErrorToast,
  shouldRedirectToLogin,
} from './http-errors';

const initialBootstrap = getBootstrapData();

function withBootstrap(overrides: Partial<BootstrapData>) {
  setBootstrapData({ ...initialBootstrap, ...overrides });
}

afterEach(() => {
  setBootstrapData(initialBootstrap);
  toastStore.dismiss();
  closeErrorDialog();
});

describe('errorMessage', () => {
  it('uses the server message', () => {
    expect(errorMessage(httpError(500, { message: 'Playlist is locked.' }))).toBe(
      'Playlist is locked.',
    );
  });

  it('uses a field error given as a string', () => {
    expect(
      errorMessage(httpError(422, { errors: { email: 'The email has already been taken.' } })),
    ).toBe('The email has already been taken.');
  });

  it('uses the first entry of a field error given as a list', () => {
    const error = httpError(422, {
      errors: { password: ['Too short.', 'Needs a number.'], email: ['Taken.'] },
    });
    expect(errorMessage(error)).toBe('Too short.');
  });

  it('prefers the server message to the field errors', () => {
    const error = httpError(422, {
      message: 'The name is required.',
      errors: { name: ['The name is required.'], email: ['Taken.'] },
    });
    expect(errorMessage(error)).toBe('The name is required.');
  });

  it('uses the first field error when the answer has no message', () => {
    const error = httpError(422, { message: '', errors: { email: ['Taken.'] } });
    expect(errorMessage(error)).toBe('Taken.');
  });

  it('skips empty field errors', () => {
    const error = httpError(422, { message: 'Nope.', errors: { name: [], email: '' } });
    expect(errorMessage(error)).toBe('Nope.');
  });

  it('falls back to the general failure text', () => {
    expect(errorMessage(httpError(500))).toBe('There was an issue. Please try again.');
    expect(errorMessage(httpError(500, { errors: {} }))).toBe(
      'There was an issue. Please try again.',
    );
    expect(errorMessage(new Error('network down'))).toBe('There was an issue. Please try again.');
  });

  it('uses the fallback it is given, translated', () => {
    withBootstrap({
      i18n: {
        language: 'fr',
        name: 'Français',
        lines: { 'Upload timed out': 'Délai de téléversement dépassé' },
      },
    });
    expect(errorMessage(new Error('x'), 'Upload timed out')).toBe('Délai de téléversement dépassé');
  });
});

const debugBody: DebugErrorBody = {
  exception: 'TypeError',
  message: 'boom',
  trace: [{ path: 'src/a.ts', method: 'a', lineNumber: 1, codeSnippet: {}, vendor: false }],
  totalVendorGroups: 0,
};

describe('debugTraceOf', () => {
  it('returns the body of an answer that carries a trace', () => {
    expect(debugTraceOf(httpError(500, debugBody))).toEqual(debugBody);
  });

  it('returns null without one', () => {
    expect(debugTraceOf(httpError(500, { message: 'Server Error' }))).toBeNull();
    expect(debugTraceOf(new Error('x'))).toBeNull();
  });
});

describe('showHttpErrorToast', () => {
  it('shows a danger toast with the error message', () => {
    showHttpErrorToast(httpError(403, { message: 'This action is unauthorized.' }));
    expect(toastStore.get()).toMatchObject({
      type: 'danger',
      message: 'This action is unauthorized.',
      duration: 8000,
    });
  });

  it('carries the answer action into the toast', () => {
    showHttpErrorToast(
      httpError(402, {
        message: 'Upgrade to upload more.',
        action: { label: 'Upgrade', action: '/pricing' },
      }),
    );
    expect(toastStore.get()?.action).toEqual({ label: 'Upgrade', target: '/pricing' });
  });
});

describe('shouldRedirectToLogin', () => {
  it('sends guests to login on 401 and 403', () => {
    expect(shouldRedirectToLogin(httpError(401))).toBe(true);
    expect(shouldRedirectToLogin(httpError(403))).toBe(true);
    expect(shouldRedirectToLogin(httpError(404))).toBe(false);
  });

  it('leaves logged-in users where they are', () => {
    withBootstrap({ user: { id: 1, name: 'Ada' } as User });
    expect(shouldRedirectToLogin(httpError(403))).toBe(false);
  });
});
