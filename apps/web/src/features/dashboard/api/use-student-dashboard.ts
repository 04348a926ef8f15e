import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The student's cards, recent courses, next classes and attendance summary; asked afresh each time the screen opens. */
const studentDashboardQuery = () =>
  endpointQuery(dashboardEndpoints.student, {
    pick: ({ data }) => data,
    staleTime: 0,
  });

export const useStudentDashboard = () => useQuery(studentDashboardQuery());
