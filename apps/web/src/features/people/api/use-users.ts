import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoint-query';
import { PEOPLE_PAGE_SIZE, type UserListParams } from './people-params';

/** Every account, searched and filtered by role and status (admins only). */
const usersQuery = (params: UserListParams) =>
  endpointQuery(userEndpoints.list, {
    input: { query: { ...params, pageSize: PEOPLE_PAGE_SIZE } },
    keepPrevious: true,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
