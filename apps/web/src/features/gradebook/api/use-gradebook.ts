import { useMutation, useQuery } from '@tanstack/react-query';
import { gradebookEndpoints } from '@tutorium/contract/endpoints/gradebook';
import type { GradebookSetupInput } from '@tutorium/contract/gradebook';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

// Marks change on other screens (grading, releasing, a test closing), so each opening asks afresh.
const gradebookQuery = (courseId: string) =>
  endpointQuery(gradebookEndpoints.read, { input: { params: { courseId } }, pick: ({ data }) => data, staleTime: 0 });

/** A course's gradebook: its columns, categories and every enrolled student's row. */
export const useGradebook = (courseId: string) => useQuery(gradebookQuery(courseId));

/** Saves the setup; the answer is the gradebook recomputed with it, which the table shows at once. */
export const useSaveGradebookSetup = (courseId: string) =>
  useEndpointMutation(gradebookEndpoints.saveSetup, {
    input: (body: GradebookSetupInput) => ({ params: { courseId }, body }),
    updates: { read: gradebookQuery(courseId), with: ({ data }) => data },
  });

/** The signed-in student's own row of a course's gradebook. */
export const useMyGrades = (courseId: string) =>
  useQuery(
    endpointQuery(gradebookEndpoints.mine, { input: { params: { courseId } }, pick: ({ data }) => data, staleTime: 0 }),
  );

/** Downloads the gradebook as CSV with the session token (a plain link could not send it). */
export function useExportGradebook(courseId: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.download(endpointUrl(gradebookEndpoints.export, { params: { courseId } }), {
        fallbackMessage: gradebookEndpoints.export.fallbackMessage,
        fileName: 'gradebook.csv',
      }),
  });
}
