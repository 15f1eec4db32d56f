import { REFERENCE_API } from '@shared/reference-data';
import { useManagedOptionsQuery } from '@web/components/managed-table/managed-table.api';

export interface DictionaryOption {
  value: string;
  label: string;
}

/**
 * The enabled entries of a dictionary (sex, nationality, political, education …) in sort_num
 * order, as select options. Records keep the label (dataValue), so the option's value is the label.
 */
export function useDictionary(typeCode: string): { options: DictionaryOption[]; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = useManagedOptionsQuery({ url: REFERENCE_API.dictData, params: { typeCode, isValid: true, orderBy: 'sort_num asc' } });
  const options = (data?.list ?? []).map((entry) => ({ value: String(entry.dataValue), label: String(entry.dataValue) }));
  return { options, isLoading, isError };
}
