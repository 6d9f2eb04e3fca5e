import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleTasks } from '@tonearm/shared/logs/logs.schemas';
import { apiClient } from '@/lib/api-client';

/** The registered background tasks (the schedule tab's name filter). */
export async function getScheduleTasks(): Promise<ScheduleTasks> {
  const { data } = await apiClient.answering('scheduleTasksSchema').get('logs/schedule/tasks');
  return data;
}

export const scheduleTasksQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'logs', 'schedule', 'tasks'], queryFn: getScheduleTasks });

export function useScheduleTasks() {
  return useQuery(scheduleTasksQueryOptions());
}
