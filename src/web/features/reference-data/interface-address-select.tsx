import { REFERENCE_API } from '@shared/reference-data';
import { Select } from '@web/components/form-fields';
import { useManagedOptionsQuery } from '@web/components/managed-table/managed-table.api';

/**
 * The enabled interface addresses (接口地址管理) a menu of open type 4 may embed: choosing one
 * fills the menu's address, which /manager/livelihoodIssues/thirdPage then embeds.
 */
export function InterfaceAddressSelect({ url, onChange, disabled }: { url: string; onChange: (url: string) => void; disabled?: boolean }) {
  const { data, isError } = useManagedOptionsQuery({ url: REFERENCE_API.sysUrl });
  const options = (data?.list ?? []).map((row) => ({ value: String(row.url), label: `${String(row.urlName)}（${String(row.url)}）` }));
  const known = options.some((o) => o.value === url);
  return (
    <Select
      label="接口地址"
      disabled={disabled}
      value={known ? url : ''}
      onChange={(value) => value && onChange(value)}
      emptyOption={isError ? '接口地址加载失败' : '选择接口地址填入菜单地址'}
      options={options}
    />
  );
}
