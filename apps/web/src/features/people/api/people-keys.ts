import type { QueryClient } from '@tanstack/react-query';
import type { Role, UserStatus } from '@tutorium/contract/roles';
import { currentUserQueryKey } from '../../../lib/session';

export interface StudentListParams {
  search: string;
  page: number;
}

export interface UserListParams {
  search: string;
  role: Role | undefined;
  status: UserStatus | undefined;
  page: number;
}

export const PEOPLE_PAGE_SIZE = 20;

export const peopleKeys = {
  students: (params: StudentListParams) => ['people', 'students', params] as const,
  users: (params: UserListParams) => ['people', 'users', params] as const,
};

/**
 * Unenrolling or deleting people changes more than these lists: course enrolment counts, dashboards
 * and attendance sheets elsewhere in the app. Everything but the session goes stale; only what is on
 * screen refetches, and the caller waits for that so the list it shows is already up to date.
 */
export function refreshAfterPeopleChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}
