import { useMutation, useQuery } from '@tanstack/react-query';
import type { SubmissionFile } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { endpointQuery } from '../../../lib/endpoint-query';

/** A course's assignments by due time: with each state's count for its teacher, the student's own state for them. */
export const useCourseAssignments = (courseId: string) =>
  useQuery(endpointQuery(assignmentEndpoints.list, { input: { params: { courseId } }, pick: ({ data }) => data }));

/** What the signed-in student still has to hand in, across their courses. */
export const useDueAssignments = () => useQuery(endpointQuery(assignmentEndpoints.due, { pick: ({ data }) => data }));

export const useAssignment = (id: string) =>
  useQuery(endpointQuery(assignmentEndpoints.get, { input: { params: { id } }, pick: ({ data }) => data }));

/** Every enrolled student's state on the assignment (the teacher's). */
export const useRoster = (id: string) =>
  useQuery(endpointQuery(assignmentEndpoints.roster, { input: { params: { id } }, pick: ({ data }) => data }));

/** One submission for grading, with its neighbours by student name. */
export const useSubmissionReview = (id: string) =>
  useQuery(endpointQuery(assignmentEndpoints.review, { input: { params: { id } }, pick: (answer) => answer }));

/** The student's own submission (null before the first hand-in). */
export const useMySubmission = (id: string) =>
  useQuery(endpointQuery(assignmentEndpoints.mySubmission, { input: { params: { id } }, pick: ({ data }) => data }));

/**
 * Uploads one file for the student's submission as multipart/form-data; its id then goes in the
 * hand-in's fileIds. 415 for a kind the assignment does not take, 413 for one too large, with the server's message.
 */
export function useUploadSubmissionFile(assignmentId: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.set('file', file, file.name);
      const answer = await apiClient.post(endpointUrl(assignmentEndpoints.upload, { params: { id: assignmentId } }), {
        body,
        schema: assignmentEndpoints.upload.response,
        fallbackMessage: assignmentEndpoints.upload.fallbackMessage,
      });
      return answer.data;
    },
  });
}

/** Downloads a submission's file with the session token (a plain link could not send it). */
export function useDownloadSubmissionFile() {
  return useMutation({
    mutationFn: (file: SubmissionFile) =>
      apiClient.download(endpointUrl(assignmentEndpoints.file, { params: { id: file.id } }), {
        fallbackMessage: assignmentEndpoints.file.fallbackMessage,
        fileName: file.fileName,
      }),
  });
}
