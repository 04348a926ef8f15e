import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The teacher's four cards and their most recently active students; asked afresh each time the screen opens. */
const teacherDashboardQuery = () =>
  endpointQuery(dashboardEndpoints.teacher, {
    pick: ({ data }) => data,
    staleTime: 0,
  });

export const useTeacherDashboard = () => useQuery(teacherDashboardQuery());
