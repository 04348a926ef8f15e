import { useQuery } from '@tanstack/react-query';
import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import type { AuditAction } from '@tutorium/contract/privacy';
import { endpointQuery } from '../../../lib/endpoint-query';

const AUDIT_PAGE_SIZE = 20;

export interface AuditLogParams {
  action: AuditAction | undefined;
  page: number;
}

/** Data exports and account erasures, newest first (admins only). */
const auditLogQuery = (params: AuditLogParams) =>
  endpointQuery(privacyEndpoints.auditLog, {
    input: { query: { ...params, pageSize: AUDIT_PAGE_SIZE } },
    keepPrevious: true,
  });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQuery(params));
