import type { Role, UserStatus } from '@tutorium/contract/roles';

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
