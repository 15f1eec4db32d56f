import { Box, Button, Dialog, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import {
  CROWD_MAX,
  CROWD_MSG,
  NAME_MAX_LENGTH,
  addRow,
  canAddRow,
  canDeleteRow,
  checkRows,
  clearRows,
  deleteRow,
  editRow,
  rowsFromList,
  type CrowdRowErrors,
} from './crowd.rules';
import { useCrowdListQuery, useSaveCrowdListMutation } from './delegate-chooser.api';
import type { CrowdChooserProps, CrowdPerson } from './delegate-chooser.types';
import { ChooserAlert, ChooserFrame, ChooserTable, TABLE_HEIGHT } from './chooser-parts';

/** 'saved' */
const SAVED = '保存成功';

const inputId = (key: number, field: 'name' | 'phone') => `crowd-${key}-${field}`;

interface FormProps {
  delegateId: number;
  initial: CrowdPerson[];
  onCancel: () => void;
  onSaved: (crowds: CrowdPerson[]) => void;
}

function CrowdForm({ delegateId, initial, onCancel, onSaved }: FormProps) {
  const [rows, setRows] = useState(() => rowsFromList(initial, 1));
  const nextKey = useRef(Math.max(initial.length, 1) + 1);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveCrowdListMutation();
  const check = checkRows(rows);
  // As in the other forms, problems show after a submit attempt and then follow the typing.
  const errors: Map<number, CrowdRowErrors> = attempted ? check.errors : new Map();
  const deletable = canDeleteRow(rows);

  const newKey = () => nextKey.current++;
  // Keyboard users land in the row they just made or next to the one they removed; the row
  // must be rendered before it can take the focus.
  const focus = (id: string) => document.getElementById(id)?.focus();

  const add = () => {
    const key = newKey();
    flushSync(() => setRows((current) => addRow(current, key)));
    focus(inputId(key, 'name'));
  };
  const clear = () => {
    const key = newKey();
    flushSync(() => {
      setRows(clearRows(key));
      setAttempted(false);
      setFailure(null);
    });
    focus(inputId(key, 'name'));
  };
  const remove = (key: number, index: number) => {
    const next = deleteRow(rows, key);
    flushSync(() => setRows(next));
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focus(inputId(neighbour.key, 'name'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (!check.valid) {
      const first = rows.find((r) => check.errors.has(r.key))!;
      focus(inputId(first.key, check.errors.get(first.key)!.name ? 'name' : 'phone'));
      return;
    }
    try {
      const saved = await save({ id: delegateId, crowds: check.crowds }).unwrap();
      toaster.create({ type: 'success', title: SAVED });
      onSaved(saved.list);
    } catch (error) {
      setFailure(errorMessage(error, MSG.operationFailed));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="联系群众">
      <Dialog.Body>
        <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted">
            共 {rows.length} 行，最多 {CROWD_MAX} 行
          </Text>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" variant="outline" onClick={add} disabled={!canAddRow(rows)}>
              添加
            </Button>
            <Button size="sm" variant="outline" onClick={clear}>
              清空
            </Button>
          </HStack>
        </HStack>
        <ChooserFrame>
          <ChooserTable
            label="联系群众名单"
            columns={
              <>
                <Table.ColumnHeader w="12">序号</Table.ColumnHeader>
                <Table.ColumnHeader>姓名</Table.ColumnHeader>
                <Table.ColumnHeader>手机号码</Table.ColumnHeader>
                <Table.ColumnHeader w="16">操作</Table.ColumnHeader>
              </>
            }
          >
            {rows.map((row, index) => {
              const problem = errors.get(row.key);
              return (
                <Table.Row key={row.key} verticalAlign="top">
                  <Table.Cell pt="3.5">{index + 1}</Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!problem?.name}>
                      <Input
                        id={inputId(row.key, 'name')}
                        size="sm"
                        value={row.name}
                        maxLength={NAME_MAX_LENGTH}
                        placeholder="请输入姓名"
                        aria-label={`第${index + 1}行 姓名`}
                        onChange={(e) => setRows((current) => editRow(current, row.key, 'name', e.target.value))}
                      />
                      {problem?.name && <Field.ErrorText>{problem.name}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={!!problem?.phone}>
                      <Input
                        id={inputId(row.key, 'phone')}
                        size="sm"
                        type="tel"
                        inputMode="numeric"
                        autoComplete="off"
                        value={row.phone}
                        maxLength={11}
                        placeholder="请输入手机号码"
                        aria-label={`第${index + 1}行 手机号码`}
                        onChange={(e) => setRows((current) => editRow(current, row.key, 'phone', e.target.value))}
                      />
                      {problem?.phone && <Field.ErrorText>{problem.phone}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      mt="1"
                      variant="outline"
                      colorPalette="red"
                      disabled={!deletable}
                      aria-label={`删除第${index + 1}行`}
                      onClick={() => remove(row.key, index)}
                    >
                      删除
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </ChooserTable>
        </ChooserFrame>
        <Box aria-live="polite" mt="3">
          {!canAddRow(rows) && (
            <Text fontSize="sm" color="fg.muted">
              {CROWD_MSG.tooMany}
            </Text>
          )}
          {failure && (
            <ChooserAlert status="error">{failure}</ChooserAlert>
          )}
        </Box>
      </Dialog.Body>
      <DialogActions onCancel={onCancel} busy={saving.isLoading} busyText="保存中" />
    </form>
  );
}

function CrowdBody({ delegateId, onCancel, onSaved }: Omit<FormProps, 'initial'>) {
  const { data, isFetching, isError, error, refetch } = useCrowdListQuery(delegateId, { refetchOnMountOrArgChange: true });
  if (isError) {
    return (
      <>
          <Dialog.Body>
            <ErrorState error={error} onRetry={() => void refetch()} />
          </Dialog.Body>
          <DialogActions onCancel={onCancel} confirmLabel={null} />
      </>
    );
  }
  // The form starts from the stored list as it is now, not from an older cached copy.
  if (!data || isFetching) {
    return (
      <Dialog.Body>
        <LoadingState h={TABLE_HEIGHT} />
      </Dialog.Body>
    );
  }
  return <CrowdForm delegateId={delegateId} initial={data.list} onCancel={onCancel} onSaved={onSaved} />;
}

/**
 * The chooser's public (crowd) mode: rows of name and phone, 添加, 删除 (not on the last row),
 * 清空; 确定 saves the whole list with ContactCrown.
 */
export function CrowdChooser({ open, onOpenChange, delegateId, onConfirm, title = '联系群众' }: CrowdChooserProps) {
  return (
    <FormDialog open={open} title={title} onClose={() => onOpenChange(false)} size="lg" body={false}>
      <CrowdBody
        delegateId={delegateId}
        onCancel={() => onOpenChange(false)}
        onSaved={(crowds) => {
          onConfirm?.(crowds);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}
