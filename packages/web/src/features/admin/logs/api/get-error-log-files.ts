import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrorLogFiles } from '@tonearm/shared/logs/logs.schemas';
import { apiClient } from '@/lib/api-client';

/** The days of the error log, newest first (the error tab's day filter). */
export async function getErrorLogFiles(): Promise<ErrorLogFiles> {
  const { data } = await apiClient.answering('errorLogFilesSchema').get('logs/error/files');
  return data;
}

export const errorLogFilesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'logs', 'error', 'files'], queryFn: getErrorLogFiles });

export function useErrorLogFiles() {
  return useQuery(errorLogFilesQueryOptions());
}
