import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '@shared/contracts/staff-accounts';
import { api } from '@web/lib/api';

export type AuditLogParams = Partial<Omit<AuditLogQuery, 'pageNum' | 'pageSize'>> & { pageNum: number; pageSize: number };

/** The audit log viewer's reads (/api/auditLog, NPC_ADMIN). */
const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogPage, AuditLogParams>({ query: (params) => ({ url: '/auditLog', params }) }),
    auditLogEntry: build.query<AuditLogEntry, number>({ query: (auditId) => ({ url: `/auditLog/${auditId}` }) }),
  }),
});

export const { useAuditLogQuery, useAuditLogEntryQuery } = auditLogApi;
