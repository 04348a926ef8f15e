import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PEOPLE_PAGE_SIZE, peopleKeys, type UserListParams } from './people-keys';
import { peopleMessages } from './people-messages';

/** Every account, searched and filtered by role and status (admins only). */
export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: peopleKeys.users(params),
    queryFn: ({ signal }) =>
      callEndpoint(userEndpoints.list, {
        query: { ...params, pageSize: PEOPLE_PAGE_SIZE },
        fallbackMessage: peopleMessages.loadUsersFailed,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
