import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { useEndpointQuery } from '../../../lib/endpoint-query';

// A dashboard sums up what the other screens change, so each is asked afresh every time it opens.

export const useStudentDashboard = () =>
  useEndpointQuery(dashboardEndpoints.student, { pick: ({ data }) => data, staleTime: 0 });

export const useTeacherDashboard = () =>
  useEndpointQuery(dashboardEndpoints.teacher, { pick: ({ data }) => data, staleTime: 0 });
