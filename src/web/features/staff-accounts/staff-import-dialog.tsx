import { Box, Button, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { StaffImportRefusal } from '@shared/contracts/staff-accounts';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MAX_ROWS, STAFF_IMPORT_MSG } from '@shared/staff-accounts';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { toaster } from '@web/components/toaster';
import { downloadExport } from '@web/features/workflow';
import { errorMessage, toApiError } from '@web/lib/http-error';
import { useImportStaffAccountsMutation } from './staff-accounts.api';

/**
 * 导入: an Excel file of the template's columns, all of it or nothing. A refused file leaves the
 * dialog open with each refused row (its number in the sheet) and why, to correct and send again.
 */
export function StaffImportDialog({ onClose }: { onClose: () => void }) {
  const [importFile] = useImportStaffAccountsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<StaffImportRefusal['refused']>([]);
  const [busy, setBusy] = useState(false);

  const template = async () => {
    try {
      await downloadExport('/workPeople/importTemplate', {}, '工作人员导入模板.xlsx');
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '下载失败') });
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setRefused([]);
    if (!file) {
      setProblem(STAFF_IMPORT_MSG.fileRequired);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await importFile(file).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      setProblem(failure.msg);
      setRefused((failure.data as StaffImportRefusal | undefined)?.refused ?? []);
    }
    setBusy(false);
  };

  return (
    <FormDialog
      title="导入工作人员"
      onClose={busy ? undefined : onClose}
      busy={busy}
      size="lg"
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="导入" busy={busy} busyText="导入中" />}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          按导入模板填写（第一行为表头：{STAFF_IMPORT_COLUMNS.join('、')}），一次最多 {STAFF_IMPORT_MAX_ROWS} 个账号。角色和单位/联络站/代表团填写系统中的名称；有任何一行不符合要求时，整个文件都不会导入。
        </Text>
        <Box>
          <Button size="sm" variant="outline" onClick={() => void template()}>
            下载导入模板
          </Button>
        </Box>
        <Field.Root invalid={problem !== null} required>
          <Field.Label>Excel 文件（.xlsx）</Field.Label>
          <Input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            p="1"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
              setRefused([]);
            }}
          />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        {refused && refused.length > 0 && (
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="240px">
            <Table.Root size="sm" aria-label="不能导入的行">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>行号</Table.ColumnHeader>
                  <Table.ColumnHeader>手机号码</Table.ColumnHeader>
                  <Table.ColumnHeader>原因</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {refused.map((row) => (
                  <Table.Row key={row.row}>
                    <Table.Cell whiteSpace="nowrap">第{row.row}行</Table.Cell>
                    <Table.Cell>{row.username || '--'}</Table.Cell>
                    <Table.Cell whiteSpace="normal">{row.msg}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </FormDialog>
  );
}
