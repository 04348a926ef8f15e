import { useQuery } from '@tanstack/react-query';
import { studentDashboardSchema } from '@tutorium/contract/dashboard';
import { apiClient } from '../../../lib/api-client';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/** The student's cards, recent courses, next classes and attendance summary; asked afresh each time the screen opens. */
export function useStudentDashboard() {
  return useQuery({
    queryKey: dashboardKeys.student(),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/dashboard/student', {
        schema: studentDashboardSchema,
        fallbackMessage: dashboardFallbacks.student,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });
}
