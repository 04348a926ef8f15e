import { useQueries } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import type { Role } from '@tutorium/contract/roles';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The largest page the API serves. */
const TEACHER_OPTIONS_PAGE_SIZE = 100;

/** Administrators teach courses too, so both roles are offered. */
const teachingRoles: readonly Role[] = ['teacher', 'admin'];

/**
 * Everyone who may teach a course, sorted by name, for an admin's "Teacher" filter on the course list.
 * Only read when `enabled` (an admin: the user list is theirs alone).
 */
export function useTeacherOptions(enabled: boolean) {
  return useQueries({
    queries: teachingRoles.map((role) =>
      endpointQuery(userEndpoints.list, {
        input: { query: { role, page: 1, pageSize: TEACHER_OPTIONS_PAGE_SIZE } },
        enabled,
      }),
    ),
    combine: (results) =>
      results
        .flatMap((result) => result.data?.data ?? [])
        .map((user) => ({ value: user.id, label: user.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}
