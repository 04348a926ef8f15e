import { useQuery } from '@tanstack/react-query';
import { teacherDashboardSchema } from '@tutorium/contract/dashboard';
import { apiClient } from '../../../lib/api-client';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/** The teacher's four cards and their most recently active students; asked afresh each time the screen opens. */
export function useTeacherDashboard() {
  return useQuery({
    queryKey: dashboardKeys.teacher(),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/dashboard/teacher', {
        schema: teacherDashboardSchema,
        fallbackMessage: dashboardFallbacks.teacher,
        signal,
      });
      return data;
    },
    staleTime: 0,
  });
}
