import { Box, Checkbox, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DEPUTY_RECORD_STATUS_CODES, deputyRecordStatusLabel } from '@machines/deputy-record/deputy-record.labels';
import { AGE_BANDS } from '@shared/deputies';
import { Select } from '@web/components/form-fields';
import { FilterActions } from '@web/components/list-page';
import { DictionarySelect } from '@web/features/reference-data';
import { NO_FILTERS, type DeputyFilters } from '../deputy-records.model';
import { GRADE_CHOICES, useDelegationChoices, useStationChoices } from './deputy-options';

const AGE_CHOICES = Object.entries(AGE_BANDS).map(([value, label]) => ({ value, label }));
const STATUS_CHOICES = DEPUTY_RECORD_STATUS_CODES.map((code) => ({ value: String(code), label: deputyRecordStatusLabel(code) }));
const SEX_CHOICES = [
  { value: '男', label: '男' },
  { value: '女', label: '女' },
];

const width = { base: 'full', sm: '160px' } as const;

/**
 * The roster's filters (代表信息, 代表信息库, 本团代表): level, delegation (unless fixed), station,
 * party, gender, nationality, age band, education, occupation, audit status, vacancy, keyword.
 * 查询 applies them; 重置 clears them to `initial`.
 */
export function DeputyFilterForm({ initial = NO_FILTERS, onApply, fixedDelegation = false }: { initial?: DeputyFilters; onApply: (filters: DeputyFilters) => void; fixedDelegation?: boolean }) {
  const [draft, setDraft] = useState(initial);
  const delegations = useDelegationChoices();
  const stations = useStationChoices();
  const set = (patch: Partial<DeputyFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(initial);
    onApply(initial);
  };
  return (
    <Flex as="form" role="search" aria-label="筛选代表" onSubmit={submit} gap="2" wrap="wrap" align="center" mb="4">
      <Input size="sm" width={{ base: 'full', sm: '180px' }} placeholder="姓名或手机号码" aria-label="姓名或手机号码" maxLength={50} value={draft.keyword} onChange={(e) => set({ keyword: e.target.value })} />
      <Box width={width}>
        <Select size="sm" label="代表层级" value={draft.delegateGrade} options={GRADE_CHOICES} emptyOption="全部层级" onChange={(delegateGrade) => set({ delegateGrade })} />
      </Box>
      {!fixedDelegation && (
        <Box width={width}>
          <Select size="sm" label="代表团" value={draft.fkDelegationId} options={delegations} emptyOption="全部代表团" onChange={(fkDelegationId) => set({ fkDelegationId })} />
        </Box>
      )}
      <Box width={width}>
        <Select size="sm" label="联络站" value={draft.fkStationId} options={stations} emptyOption="全部联络站" onChange={(fkStationId) => set({ fkStationId })} />
      </Box>
      <Box width={width}>
        <DictionarySelect size="sm" typeCode="political" label="政治面貌" value={draft.political} emptyOption="全部政治面貌" onChange={(political) => set({ political })} />
      </Box>
      <Box width={width}>
        <Select size="sm" label="性别" value={draft.sex} options={SEX_CHOICES} emptyOption="全部性别" onChange={(sex) => set({ sex })} />
      </Box>
      <Box width={width}>
        <DictionarySelect size="sm" typeCode="nationality" label="民族" value={draft.nationality} emptyOption="全部民族" onChange={(nationality) => set({ nationality })} />
      </Box>
      <Box width={width}>
        <Select size="sm" label="年龄段" value={draft.ageBand} options={AGE_CHOICES} emptyOption="全部年龄" onChange={(ageBand) => set({ ageBand })} />
      </Box>
      <Box width={width}>
        <DictionarySelect size="sm" typeCode="education" label="学历" value={draft.educationBackground} emptyOption="全部学历" onChange={(educationBackground) => set({ educationBackground })} />
      </Box>
      <Box width={width}>
        <DictionarySelect size="sm" typeCode="delegateComposition" label="职业类别" value={draft.position} emptyOption="全部职业" onChange={(position) => set({ position })} />
      </Box>
      <Box width={width}>
        <Select size="sm" label="审核状态" value={draft.auditStatus} options={STATUS_CHOICES} emptyOption="全部状态" disabled={draft.vacant} onChange={(auditStatus) => set({ auditStatus })} />
      </Box>
      <Checkbox.Root size="sm" colorPalette="brand" checked={draft.vacant} onCheckedChange={(e) => set({ vacant: e.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>仅看已出缺</Checkbox.Label>
      </Checkbox.Root>
      <FilterActions onReset={reset} />
    </Flex>
  );
}
