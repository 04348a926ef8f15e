import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoint-query';
import { PEOPLE_PAGE_SIZE, peopleKeys, type UserListParams } from './people-keys';
import { peopleMessages } from './people-messages';

/** Every account, searched and filtered by role and status (admins only). */
const usersQuery = (params: UserListParams) =>
  endpointQuery(userEndpoints.list, {
    key: peopleKeys.users(params),
    input: { query: { ...params, pageSize: PEOPLE_PAGE_SIZE } },
    fallbackMessage: peopleMessages.loadUsersFailed,
    keepPrevious: true,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
