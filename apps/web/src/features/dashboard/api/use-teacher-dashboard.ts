import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { endpointQuery } from '../../../lib/endpoint-query';
import { dashboardFallbacks } from './dashboard-fallbacks';
import { dashboardKeys } from './dashboard-keys';

/** The teacher's four cards and their most recently active students; asked afresh each time the screen opens. */
const teacherDashboardQuery = () =>
  endpointQuery(dashboardEndpoints.teacher, {
    key: dashboardKeys.teacher(),
    fallbackMessage: dashboardFallbacks.teacher,
    pick: ({ data }) => data,
    staleTime: 0,
  });

export const useTeacherDashboard = () => useQuery(teacherDashboardQuery());
