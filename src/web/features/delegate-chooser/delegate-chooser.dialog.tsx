import { Box, Button, Checkbox, Dialog, Grid, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { CHOOSER_PAGE_SIZE } from '@shared/constants';
import { DELEGATE_GRADE } from '@shared/enums';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { LoadingState } from '@web/components/loading-state';
import { addChosen, initialChosen, isFull, maxReachedMessage, normaliseMax, removeChosen } from './chosen.rules';
import { useChooserDelegatesQuery, type ChooserDelegate } from './delegate-chooser.api';
import type { ChosenDelegate, DelegateChooserProps } from './delegate-chooser.types';
import { ChooserAlert, ChooserFrame, ChooserTable } from './chooser-parts';
import { Pager } from '@web/components/pager';


const gradeLabel = (grade: number) => {
  const name = DELEGATE_GRADE[grade as keyof typeof DELEGATE_GRADE];
  return name ? `${name}级` : '暂无';
};

const toChosen = (d: ChooserDelegate): ChosenDelegate => ({ delegateId: d.delegateId, delegateName: d.delegateName, delegationName: d.delegationName });

interface BodyProps extends Pick<DelegateChooserProps, 'value' | 'max' | 'queryAll' | 'initiateMode' | 'delegationId'> {
  searchRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
  onConfirm: (chosen: ChosenDelegate[]) => void;
}

function ChooserBody({ value, max, queryAll, initiateMode, delegationId, searchRef, onCancel, onConfirm }: BodyProps) {
  const limit = normaliseMax(max);
  const [keyword, setKeyword] = useState('');
  const [delegateName, setDelegateName] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<ChosenDelegate[]>(() => initialChosen(value, limit));
  const [notice, setNotice] = useState<string | null>(() =>
    limit !== undefined && value.length > chosen.length ? maxReachedMessage(limit, value.length - chosen.length) : null,
  );
  const { data, isLoading, isFetching, isError, error, refetch } = useChooserDelegatesQuery({
    pageNum,
    pageSize: CHOOSER_PAGE_SIZE,
    delegateName: delegateName || undefined,
    queryAll: queryAll || undefined,
    initiateMode,
    delegationId,
  });
  const list = data?.list ?? [];
  const chosenIds = new Set(chosen.map((c) => c.delegateId));
  const onPage = list.filter((d) => chosenIds.has(d.delegateId)).length;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPageNum(1);
    setDelegateName(keyword.trim());
  };

  const add = (offered: ChooserDelegate[]) => {
    const result = addChosen(chosen, offered.map(toChosen), limit);
    setChosen(result.chosen);
    setNotice(limit !== undefined && result.cutOff > 0 ? maxReachedMessage(limit, result.cutOff) : null);
  };
  const remove = (ids: number[]) => {
    setChosen(removeChosen(chosen, ids));
    setNotice(null);
  };

  return (
    <>
        <Dialog.Body>
          <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="5">
            <Box minW="0">
              <form onSubmit={search} role="search" aria-label="查询代表">
                <HStack mb="3">
                  <Input
                    ref={searchRef}
                    size="sm"
                    value={keyword}
                    onChange={(e) => setKeyword(e.target.value)}
                    placeholder="请输入代表姓名"
                    aria-label="代表姓名"
                    maxLength={50}
                  />
                  <Button size="sm" type="submit" colorPalette="brand">
                    搜索
                  </Button>
                </HStack>
              </form>
              <ChooserFrame opacity={isFetching && !isLoading ? 0.6 : 1} aria-busy={isFetching}>
                {isLoading ? (
                  <LoadingState py="20" />
                ) : isError ? (
                  <ErrorState error={error} onRetry={() => void refetch()} py="12" />
                ) : list.length === 0 ? (
                  <EmptyState text="暂无可选代表" py="16" />
                ) : (
                <ChooserTable
                  label="可选代表"
                    columns={
                    <>
                      <Table.ColumnHeader w="10">
                        <Checkbox.Root
                          size="sm"
                          colorPalette="brand"
                          checked={onPage === list.length ? true : onPage > 0 ? 'indeterminate' : false}
                          onCheckedChange={(e) => (e.checked === true ? add(list) : remove(list.map((d) => d.delegateId)))}
                        >
                          <Checkbox.HiddenInput aria-label="选择本页全部代表" />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>姓名</Table.ColumnHeader>
                      <Table.ColumnHeader>性别</Table.ColumnHeader>
                      <Table.ColumnHeader>代表团</Table.ColumnHeader>
                      <Table.ColumnHeader>层级</Table.ColumnHeader>
                    </>
                  }
                >
                  {list.map((d) => (
                    <Table.Row key={d.delegateId} data-selected={chosenIds.has(d.delegateId) ? '' : undefined} _selected={{ bg: 'brand.50' }}>
                      <Table.Cell>
                        <Checkbox.Root
                          size="sm"
                          colorPalette="brand"
                          checked={chosenIds.has(d.delegateId)}
                          onCheckedChange={(e) => (e.checked === true ? add([d]) : remove([d.delegateId]))}
                        >
                          <Checkbox.HiddenInput aria-label={`选择 ${d.delegateName}`} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                        {d.delegateName}
                      </Table.Cell>
                      <Table.Cell>{d.sex}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{d.delegationName}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{gradeLabel(d.delegateGrade)}</Table.Cell>
                    </Table.Row>
                  ))}
                </ChooserTable>
              )}
            </ChooserFrame>
            {data && data.total > 0 && (
              <HStack justify="space-between" mt="3" wrap="wrap" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  共 {data.total} 人
                </Text>
                <Pager total={data.total} pageSize={CHOOSER_PAGE_SIZE} page={pageNum} onPageChange={(page) => setPageNum(page)} />
              </HStack>
            )}
          </Box>

          <Box minW="0">
            <HStack justify="space-between" mb="3" minH="8">
              <Text fontWeight="semibold" id="chosen-delegates-title">
                已选代表（{chosen.length}
                {limit !== undefined ? ` / ${limit}` : ''} 人）
              </Text>
              {chosen.length > 0 && (
                <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => remove(chosen.map((c) => c.delegateId))}>
                  清空已选
                </Button>
              )}
            </HStack>
            <ChooserFrame>
              {chosen.length === 0 ? (
                <EmptyState text="尚未选择代表" py="16" />
              ) : (
                <ChooserTable
                  labelledBy="chosen-delegates-title"
                  columns={
                    <>
                      <Table.ColumnHeader>姓名</Table.ColumnHeader>
                      <Table.ColumnHeader>代表团</Table.ColumnHeader>
                      <Table.ColumnHeader w="16">操作</Table.ColumnHeader>
                    </>
                  }
                >
                  {chosen.map((c) => (
                    <Table.Row key={c.delegateId}>
                      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                        {c.delegateName}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{c.delegationName ?? '—'}</Table.Cell>
                      <Table.Cell>
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`删除 ${c.delegateName}`} onClick={() => remove([c.delegateId])}>
                          删除
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </ChooserTable>
              )}
            </ChooserFrame>
            <Box aria-live="polite" mt="3" minH="10">
              {notice ? (
                <ChooserAlert status="warning">{notice}</ChooserAlert>
              ) : (
                isFull(chosen, limit) && (
                  <Text fontSize="sm" color="fg.muted">
                    已选满 {limit} 人
                  </Text>
                )
              )}
            </Box>
          </Box>
        </Grid>
      </Dialog.Body>
      <DialogActions onCancel={onCancel} onConfirm={() => onConfirm(chosen)} />
    </>
  );
}

/**
 * The deputy chooser: deputies on the left (own delegation and grade unless queryAll, approved
 * only, the user left out, ten a page), the chosen on the right; 确定 hands them over.
 */
export function DelegateChooser({ open, onOpenChange, onConfirm, title = '选择代表', ...choice }: DelegateChooserProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog open={open} title={title} onClose={() => onOpenChange(false)} size="xl" initialFocusEl={() => searchRef.current} body={false}>
      <ChooserBody
        {...choice}
        searchRef={searchRef}
        onCancel={() => onOpenChange(false)}
        onConfirm={(chosen) => {
          onConfirm(chosen);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}
