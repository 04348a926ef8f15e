import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PEOPLE_PAGE_SIZE, peopleKeys, type StudentListParams } from './people-keys';
import { peopleMessages } from './people-messages';

/** Students enrolled in the signed-in teacher's courses (every course for an admin), a page at a time. */
export const studentsQuery = (params: StudentListParams) =>
  queryOptions({
    queryKey: peopleKeys.students(params),
    queryFn: ({ signal }) =>
      callEndpoint(userEndpoints.students, {
        query: { search: params.search, page: params.page, pageSize: PEOPLE_PAGE_SIZE },
        fallbackMessage: peopleMessages.loadStudentsFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useStudents = (params: StudentListParams) => useQuery(studentsQuery(params));
