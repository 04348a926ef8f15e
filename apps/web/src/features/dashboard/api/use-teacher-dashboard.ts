import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { callEndpoint } from '../../../lib/endpoint-client';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/** The teacher's four cards and their most recently active students; asked afresh each time the screen opens. */
export const teacherDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.teacher(),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(dashboardEndpoints.teacher, {
        fallbackMessage: dashboardFallbacks.teacher,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });

export const useTeacherDashboard = () => useQuery(teacherDashboardQuery());
