import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paginationSchema } from '@tutorium/contract/api';
import { userSchema } from '@tutorium/contract/users';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { PEOPLE_PAGE_SIZE, peopleKeys, type UserListParams } from './people-keys';
import { peopleMessages } from './people-messages';

const userPageSchema = z.object({
  success: z.literal(true),
  data: z.array(userSchema),
  pagination: paginationSchema,
});

/** Every account, searched and filtered by role and status (admins only). */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: peopleKeys.users(params),
    queryFn: ({ signal }) =>
      apiClient.get(`/users?${toSearchParams({ ...params, pageSize: PEOPLE_PAGE_SIZE })}`, {
        schema: userPageSchema,
        fallbackMessage: peopleMessages.loadUsersFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
