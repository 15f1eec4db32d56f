import { Flex, NativeSelect, Table } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GRADE_LABEL, STATISTICS_GRADES } from '@shared/contracts/deputy-statistics';
import { FilterActions } from '@web/components/list-page';
import { filterParams, filtersOf, type StatisticsFilters } from './chart-options';
import { useStatisticsOptionsQuery } from './deputy-statistics.api';

/** The page's filters, kept in its address so a drill-down and 返回 come back to the same view. */
export function useAddressFilters(): [StatisticsFilters, (filters: StatisticsFilters) => void] {
  const [search, setSearch] = useSearchParams();
  return [filtersOf(search), (filters) => setSearch(filterParams(filters))];
}

/** 代表层级 and 代表团 (either may be left at 全部), 查询 and 重置; `children` adds further choices. */
export function StatisticsFilterBar({
  value,
  onApply,
  delegation = true,
  label,
  children,
}: {
  value: StatisticsFilters;
  onApply: (filters: StatisticsFilters) => void;
  delegation?: boolean;
  label: string;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState<StatisticsFilters>(value);
  const options = useStatisticsOptionsQuery();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft({});
    onApply({});
  };
  const number = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <Flex as="form" role="search" aria-label={label} onSubmit={submit} gap="2" wrap="wrap" align="center" mb="4">
      <NativeSelect.Root size="sm" width={{ base: 'full', sm: '160px' }}>
        <NativeSelect.Field aria-label="代表层级" value={draft.delegateGrade ?? ''} onChange={(e) => setDraft({ ...draft, delegateGrade: number(e.target.value) })}>
          <option value="">全部层级</option>
          {STATISTICS_GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {GRADE_LABEL[grade]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {delegation && (
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '180px' }} disabled={!options.data}>
          <NativeSelect.Field aria-label="代表团" value={draft.delegationId ?? ''} onChange={(e) => setDraft({ ...draft, delegationId: number(e.target.value) })}>
            <option value="">全部代表团</option>
            {options.data?.delegations.map((d) => (
              <option key={d.delegationId} value={d.delegationId}>
                {d.delegationName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {children}
      <FilterActions onReset={reset} />
    </Flex>
  );
}

/** A numbers table: its header row, body rows and an optional totals row (bold). */
export function NumbersTable({ label, header, rows, totals }: { label: string; header: readonly ReactNode[]; rows: readonly { key: string | number; cells: readonly ReactNode[] }[]; totals?: readonly ReactNode[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.50">
            {header.map((cell, i) => (
              <Table.ColumnHeader key={i} whiteSpace="nowrap" textAlign={i === 0 ? 'start' : 'end'}>
                {cell}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} whiteSpace="nowrap" textAlign={i === 0 ? 'start' : 'end'}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {totals && (
            <Table.Row fontWeight="bold" bg="gray.50">
              {totals.map((cell, i) => (
                <Table.Cell key={i} whiteSpace="nowrap" textAlign={i === 0 ? 'start' : 'end'}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
