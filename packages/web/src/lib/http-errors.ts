import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import { openErrorDialog } from '@/components/ui/error-dialog/error-dialog-store';
import { toast } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from './bootstrap-store';
import { isApiError, type ApiErrorBody } from './api-client';
import { trans } from './i18n';

export const GENERAL_ERROR_MESSAGE = 'There was an issue. Please try again.';

/** The first message of a field error, which may come as a string or a list. */
function firstFieldError(errors: ApiErrorBody['errors']): string | undefined {
  for (const value of Object.values(errors ?? {})) {
    const message = Array.isArray(value) ? value[0] : value;
    if (message) return message;
  }
  return undefined;
}

/** The server message, or the first field error, else the general failure text. */
export function errorMessage(error: unknown, fallback = GENERAL_ERROR_MESSAGE): string {
  if (isApiError(error)) {
    const body = error.response?.data;
    // "The server message, or the first entry of a per-field error".
    const message = body?.message || firstFieldError(body?.errors);
    if (message) return message;
  }
  return trans(fallback);
}

export function debugTraceOf(error: unknown): DebugErrorBody | null {
  if (!isApiError(error)) return null;
  const body = error.response?.data;
  return body && Array.isArray(body.trace) && body.exception ? (body as DebugErrorBody) : null;
}

/**
 * A failed mutation opens the error-trace dialog when the answer carries a debug
 * trace, otherwise shows a danger toast (with the answer's action, when it has one).
 */
export function showHttpErrorToast(error: unknown, fallback?: string): void {
  const trace = debugTraceOf(error);
  if (trace) {
    openErrorDialog(trace);
    return;
  }
  const action = isApiError(error) ? error.response?.data?.action : undefined;
  toast.danger(
    errorMessage(error, fallback),
    action ? { action: { label: action.label, target: action.action } } : {},
  );
}

/** A 401 or 403 while not logged in sends the visitor to /login. */
export function shouldRedirectToLogin(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const status = error.response?.status;
  return (status === 401 || status === 403) && !getBootstrapData().user;
}
