import { REFERENCE_API } from '@shared/reference-data';
import { DELEGATE_GRADE_LABEL } from '@shared/deputies';
import { useManagedOptionsQuery } from '@web/components/managed-table/managed-table.api';

export interface Choice {
  value: string;
  label: string;
}

/** The delegations (GET /api/sysNpcDelegation, any signed-in user), as select options. */
export function useDelegationChoices(): Choice[] {
  const { data } = useManagedOptionsQuery({ url: REFERENCE_API.delegation, params: { isValid: true } });
  return (data?.list ?? []).map((row) => ({ value: String(row.delegationId), label: String(row.delegationName) }));
}

/** The liaison stations (the portal's station list, public), as select options. */
export function useStationChoices(): Choice[] {
  const { data } = useManagedOptionsQuery({ url: '/api/contactStation/gateway', params: { pageNum: 1, pageSize: 50 } });
  return (data?.list ?? []).map((row) => ({ value: String(row.stationId), label: String(row.contactName) }));
}

export const GRADE_CHOICES: Choice[] = Object.entries(DELEGATE_GRADE_LABEL).map(([value, label]) => ({ value, label }));
