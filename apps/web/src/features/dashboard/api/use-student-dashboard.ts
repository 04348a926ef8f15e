import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { callEndpoint } from '../../../lib/endpoint-client';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/** The student's cards, recent courses, next classes and attendance summary; asked afresh each time the screen opens. */
export const studentDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.student(),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(dashboardEndpoints.student, {
        fallbackMessage: dashboardFallbacks.student,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });

export const useStudentDashboard = () => useQuery(studentDashboardQuery());
