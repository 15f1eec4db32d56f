import { Box, Button, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ImportAnswer, ImportRefusal, ImportRefusedRow } from '@shared/contracts/excel-import';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { toaster } from '@web/components/toaster';
import { errorMessage, toApiError } from '@web/lib/http-error';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 下载导入模板 (the dialog's and a screen's): a failed download says why in a toast. */
export function TemplateButton({ download, label = '下载导入模板' }: { download: () => Promise<unknown>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '下载失败') });
    }
    setBusy(false);
  };
  return (
    <Button size="sm" variant="outline" loading={busy} loadingText="下载中" onClick={() => void run()}>
      {label}
    </Button>
  );
}

export interface ExcelImportDialogProps {
  title: string;
  /** What the file holds and the rule of the import, above the file field. */
  hint: ReactNode;
  /** Said when 导入 is pressed without a file. */
  fileRequired: string;
  downloadTemplate: () => Promise<unknown>;
  /** Sends the file; resolves with the server's answer, rejects with its refusal. */
  upload: (file: File) => Promise<ImportAnswer>;
  onClose: () => void;
}

/** The report of a refused file: each refused row, the column at fault, what it held and why. */
function RefusedRows({ rows }: { rows: ImportRefusedRow[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="280px" tabIndex={0} aria-label="不能导入的行（可滚动）">
      <Table.Root size="sm" aria-label="不能导入的行" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>行号</Table.ColumnHeader>
            <Table.ColumnHeader>列</Table.ColumnHeader>
            <Table.ColumnHeader>内容</Table.ColumnHeader>
            <Table.ColumnHeader>原因</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={`${row.row}-${row.column}-${index}`}>
              <Table.Cell whiteSpace="nowrap">第{row.row}行</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.column || '整行'}</Table.Cell>
              <Table.Cell>{row.value || '--'}</Table.Cell>
              <Table.Cell whiteSpace="normal">{row.msg}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * 导入: an Excel file of the template's columns, all of it or nothing. A refused file leaves the
 * dialog open with each refused row and why, to correct and send again; a taken one closes it
 * with the server's count in a toast.
 */
export function ExcelImportDialog({ title, hint, fileRequired, downloadTemplate, upload, onClose }: ExcelImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<ImportRefusedRow[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setRefused([]);
    if (!file) {
      setProblem(fileRequired);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await upload(file);
      toaster.create({ type: 'success', title: answer.msg });
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      setProblem(failure.msg);
      setRefused((failure.data as ImportRefusal | undefined)?.refused ?? []);
    }
    setBusy(false);
  };

  return (
    <FormDialog
      title={title}
      onClose={busy ? undefined : onClose}
      busy={busy}
      size="lg"
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="导入" busy={busy} busyText="导入中" />}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
        <Box>
          <TemplateButton download={downloadTemplate} />
        </Box>
        <Field.Root invalid={problem !== null} required>
          <Field.Label>Excel 文件（.xlsx）</Field.Label>
          <Input
            type="file"
            accept={XLSX_ACCEPT}
            p="1"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
              setRefused([]);
            }}
          />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        {refused.length > 0 && <RefusedRows rows={refused} />}
      </Stack>
    </FormDialog>
  );
}
