import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReportStatus, ResolveReportBody } from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKey, usePageQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

const REPORTS_PAGE_SIZE = 20;
/** Messages of a reported conversation fetched per "Load older messages". */
const REPORT_MESSAGES_PAGE_SIZE = 50;

/** A page of the reported conversations, newest report first, optionally of one status. */
export function useConversationReports(page: number, status: ReportStatus | undefined) {
  return usePageQuery(conversationEndpoints.reports, { page, pageSize: REPORTS_PAGE_SIZE, status });
}

/** One report and its conversation's messages, newest page first, older pages on demand. */
export function useReportDetail(id: string) {
  return useInfiniteQuery({
    queryKey: [...endpointKey(conversationEndpoints.reportDetail, { params: { id }, query: {} }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(conversationEndpoints.reportDetail, {
        params: { id },
        query: { limit: REPORT_MESSAGES_PAGE_SIZE, ...(pageParam === null ? {} : { before: pageParam }) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: ({ nextCursor }) => nextCursor ?? undefined,
  });
}

export function useResolveReport(id: string) {
  return useEndpointMutation(conversationEndpoints.resolve, {
    input: (body: ResolveReportBody) => ({ params: { id }, body }),
  });
}
