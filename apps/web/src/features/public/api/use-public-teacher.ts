import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { endpointQuery } from '../../../lib/endpoint-query';

/** One active teacher's public profile; a 404 (or 400 for an id that is not one) means there is no such teacher. */
const publicTeacherQuery = (id: string) =>
  endpointQuery(userEndpoints.teacher, {
    input: { params: { id } },
    pick: ({ data }) => data,
  });

export const usePublicTeacher = (id: string) => useQuery(publicTeacherQuery(id));
