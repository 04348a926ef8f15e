import { useQuery } from '@tanstack/react-query';
import { teacherCardSchema } from '@tutorium/contract/users';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { publicKeys } from './public-keys';
import { publicMessages } from './public-messages';

const teacherResponseSchema = z.object({ success: z.literal(true), data: teacherCardSchema });

/** One active teacher's public profile; a 404 (or 400 for an id that is not one) means there is no such teacher. */
export function usePublicTeacher(id: string) {
  return useQuery({
    queryKey: publicKeys.teacher(id),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/users/teachers/${encodeURIComponent(id)}`, {
        schema: teacherResponseSchema,
        fallbackMessage: publicMessages.teacherFailed,
        signal,
      });
      return data;
    },
  });
}
