import { Select, type SelectProps } from '@web/components/form-fields';
import { useDictionary } from './use-dictionary';

/** A select of a dictionary's enabled entries; a value no longer offered (a disabled entry) stays shown. */
export function DictionarySelect({ typeCode, value, ...rest }: Omit<SelectProps, 'options'> & { typeCode: string }) {
  const { options, isError } = useDictionary(typeCode);
  const kept = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return <Select {...rest} value={value} options={kept} emptyOption={isError ? "选项加载失败" : (rest.emptyOption ?? "请选择")} />;
}
