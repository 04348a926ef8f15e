import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditAction, auditLogResponseSchema } from '@tutorium/contract/privacy';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditLogParams {
  action: AuditAction | undefined;
  page: number;
}

export const auditLogKeys = {
  list: (params: AuditLogParams) => ['audit-log', params] as const,
};

/** Data exports and account erasures, newest first (admins only). */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get(`/privacy/audit-log?${toSearchParams({ ...params, pageSize: AUDIT_PAGE_SIZE })}`, {
        schema: auditLogResponseSchema,
        fallbackMessage: 'Failed to load the audit log',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
