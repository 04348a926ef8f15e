import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { callEndpoint } from '../../../lib/endpoint-client';
import { publicKeys } from './public-keys';
import { publicMessages } from './public-messages';

/** One active teacher's public profile; a 404 (or 400 for an id that is not one) means there is no such teacher. */
export const publicTeacherQuery = (id: string) =>
  queryOptions({
    queryKey: publicKeys.teacher(id),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(userEndpoints.teacher, {
        params: { id },
        fallbackMessage: publicMessages.teacherFailed,
        signal,
      });
      return data;
    },
  });

export const usePublicTeacher = (id: string) => useQuery(publicTeacherQuery(id));
