import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paginationSchema } from '@tutorium/contract/api';
import { studentRowSchema } from '@tutorium/contract/users';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { PEOPLE_PAGE_SIZE, peopleKeys, type StudentListParams } from './people-keys';
import { peopleMessages } from './people-messages';

const studentPageSchema = z.object({
  success: z.literal(true),
  data: z.array(studentRowSchema),
  pagination: paginationSchema,
});

/** Students enrolled in the signed-in teacher's courses (every course for an admin), a page at a time. */
export function useStudents(params: StudentListParams) {
  return useQuery({
    queryKey: peopleKeys.students(params),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/users/students?${toSearchParams({ search: params.search, page: params.page, pageSize: PEOPLE_PAGE_SIZE })}`,
        { schema: studentPageSchema, fallbackMessage: peopleMessages.loadStudentsFailed, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
