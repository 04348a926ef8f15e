import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoint-query';
import { PEOPLE_PAGE_SIZE, type StudentListParams } from './people-params';

/** Students enrolled in the signed-in teacher's courses (every course for an admin), a page at a time. */
const studentsQuery = (params: StudentListParams) =>
  endpointQuery(userEndpoints.students, {
    input: { query: { search: params.search, page: params.page, pageSize: PEOPLE_PAGE_SIZE } },
    keepPrevious: true,
  });

export const useStudents = (params: StudentListParams) => useQuery(studentsQuery(params));
