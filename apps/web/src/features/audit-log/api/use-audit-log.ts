import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import type { AuditAction } from '@tutorium/contract/privacy';
import { callEndpoint } from '../../../lib/endpoint-client';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditLogParams {
  action: AuditAction | undefined;
  page: number;
}

export const auditLogKeys = {
  list: (params: AuditLogParams) => ['audit-log', params] as const,
};

/** Data exports and account erasures, newest first (admins only). */
export const auditLogQuery = (params: AuditLogParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(privacyEndpoints.auditLog, {
        query: { ...params, pageSize: AUDIT_PAGE_SIZE },
        fallbackMessage: 'Failed to load the audit log',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQuery(params));
