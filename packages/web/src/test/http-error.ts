import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import { ApiError, type ApiErrorBody } from '@/lib/api-client';

/** An error as the api client raises it for a failed answer. */
export function httpError(status: number, data?: ApiErrorBody | DebugErrorBody): ApiError {
  return new ApiError(
    `Request failed with status code ${status}`,
    status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    { status, statusText: '', headers: {}, data: data as ApiErrorBody },
  );
}
