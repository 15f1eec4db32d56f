import { Box, Field, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DEPUTY_INFO_FIELDS, DeputyInfoChangesSchema, type DeputyInfoField } from '@machines/deputy-record/deputy-record.events';
import { DEPUTY_FIELD_LABEL } from '@shared/deputies';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { toaster } from '@web/components/toaster';
import { AttachmentsField, type AttachmentRef } from '@web/features/files';
import { errorMessage } from '@web/lib/http-error';
import { fieldMaxLength } from '@shared/schema-limits';
import { useSendDeputyRecordEventMutation, type DeputyRecordDetail } from '../deputy-records.api';
import { infoChanges, infoFormOf, infoProblems, type InfoForm } from '../deputy-records.model';

const LONG: ReadonlySet<DeputyInfoField> = new Set(['resume', 'presentOccupation', 'postalAddress']);

/**
 * 申请修改基本信息: the basic-information fields prefilled with the record, a reason and documents.
 * Only the fields that differ are proposed (APPLY_INFO); the office decides.
 */
export function InfoApplicationDialog({ record, onClose, onDone }: { record: DeputyRecordDetail; onClose: () => void; onDone: () => void }) {
  const [form, setForm] = useState<InfoForm>(() => infoFormOf(record));
  const [reason, setReason] = useState('');
  const [annexList, setAnnexList] = useState<AttachmentRef[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [send, sending] = useSendDeputyRecordEventMutation();
  const problems = attempted ? infoProblems(record, form, reason) : {};
  const submit = async () => {
    setAttempted(true);
    if (Object.keys(infoProblems(record, form, reason)).length > 0) return;
    try {
      await send({ id: record.delegateId, event: { type: 'APPLY_INFO', version: record.version, reason: reason.trim(), annexList, changes: infoChanges(record, form) } }).unwrap();
      toaster.create({ type: 'success', title: '基本信息变更申请已提交，等待审核' });
      onDone();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '提交失败') });
    }
  };
  const busy = sending.isLoading;
  return (
    <FormDialog
      title="申请修改基本信息"
      onClose={onClose}
      busy={busy}
      size="xl"
      scrollBehavior="inside"
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} busy={busy} busyText="提交中" confirmLabel="提交申请" />}
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        修改需要更正的项目，经审核通过后生效。
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="4">
        {DEPUTY_INFO_FIELDS.map((field) => {
          const max = fieldMaxLength(DeputyInfoChangesSchema, field);
          const label = DEPUTY_FIELD_LABEL[field] ?? field;
          const change = (value: string) => setForm((current) => ({ ...current, [field]: value }));
          return (
            <Box key={field} gridColumn={LONG.has(field) ? { md: 'span 2' } : undefined}>
              <Field.Root invalid={!!problems[field]} required={field === 'phone'}>
                <Field.Label>
                  {label}
                  {field === 'phone' && <Field.RequiredIndicator />}
                </Field.Label>
                {field === 'resume' ? (
                  <Textarea size="sm" rows={4} value={form[field]} maxLength={max || undefined} onChange={(e) => change(e.target.value)} />
                ) : (
                  <Input size="sm" value={form[field]} maxLength={field === 'phone' ? 11 : max || undefined} inputMode={field === 'phone' ? 'numeric' : undefined} onChange={(e) => change(e.target.value)} />
                )}
                {problems[field] && <Field.ErrorText>{problems[field]}</Field.ErrorText>}
              </Field.Root>
            </Box>
          );
        })}
      </SimpleGrid>
      <TextField label="申请理由" required value={reason} max={2000} rows={3} invalid={!!problems.reason} onChange={setReason} />
      {problems.reason && (
        <Text color="red.600" fontSize="sm" mt="1">
          {problems.reason}
        </Text>
      )}
      <Box mt="3">
        <Text fontSize="sm" fontWeight="medium" mb="2">
          证明材料
        </Text>
        <AttachmentsField value={annexList} onChange={setAnnexList} label="上传材料" />
      </Box>
      {problems.form && (
        <Text role="alert" color="red.600" fontSize="sm" mt="3">
          {problems.form}
        </Text>
      )}
    </FormDialog>
  );
}
