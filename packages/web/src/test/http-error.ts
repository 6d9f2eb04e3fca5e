import { AxiosError, AxiosHeaders } from 'axios';
import type { DebugErrorBody } from '@tonearm/shared/http/http.schemas';
import type { ApiErrorBody } from '@/lib/api-client';

/** An axios error as the api client raises it for a failed answer. */
export function httpError(
  status: number,
  data?: ApiErrorBody | DebugErrorBody,
): AxiosError<ApiErrorBody> {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: data as ApiErrorBody,
  });
}
