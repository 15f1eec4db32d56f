import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { APPOINTMENT_KINDS, APPOINTMENT_LIMITS, APPOINTMENT_SEXES, appointmentProblems, type AppointmentField, type AppointmentForm, type AppointmentProblems } from '@shared/appointments';
import type { Appointment } from '@shared/contracts/appointments';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { toaster } from '@web/components/toaster';
import { AttachmentsField } from '@web/features/files';
import { toApiError } from '@web/lib/http-error';
import { useCreateAppointmentMutation, useUpdateAppointmentMutation } from './appointments.api';

const EMPTY: AppointmentForm = { personName: '', sex: '', birth: null, kind: null, post: '', unit: '', decisionDate: null, session: '', documentNo: '', remark: '', attachments: [] };

const formOf = (row: Appointment): AppointmentForm => ({
  personName: row.personName,
  sex: row.sex,
  birth: row.birth,
  kind: row.kind,
  post: row.post,
  unit: row.unit,
  decisionDate: row.decisionDate,
  session: row.session,
  documentNo: row.documentNo,
  remark: row.remark,
  attachments: row.attachments,
});

/** 新增 / 编辑任免人员: problems show beside their fields after a submit attempt; the server's, too. */
export function AppointmentDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const [form, setForm] = useState<AppointmentForm>(appointment ? formOf(appointment) : EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<AppointmentProblems>({});
  const [create, creating] = useCreateAppointmentMutation();
  const [update, updating] = useUpdateAppointmentMutation();
  const busy = creating.isLoading || updating.isLoading;
  const problems: AppointmentProblems = { ...(submitted ? appointmentProblems(form) : {}), ...serverProblems };

  const set = <K extends AppointmentField>(field: K, value: AppointmentForm[K]) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setServerProblems((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(appointmentProblems(form)).length > 0) return;
    try {
      const answer = appointment ? await update({ appointmentId: appointment.appointmentId, body: form }).unwrap() : await create(form).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      const field = (failure.data as { field?: AppointmentField } | undefined)?.field;
      if (field) setServerProblems({ [field]: failure.msg });
      else toaster.create({ type: 'error', title: failure.msg || '保存失败' });
    }
  };

  const field = (name: AppointmentField, label: string, control: ReactNode, required = false) => (
    <Field.Root invalid={!!problems[name]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {problems[name] && <Field.ErrorText>{problems[name]}</Field.ErrorText>}
    </Field.Root>
  );
  const text = (name: 'personName' | 'post' | 'unit' | 'session' | 'documentNo', label: string, required = false, placeholder?: string) =>
    field(name, label, <Input name={name} value={form[name]} maxLength={APPOINTMENT_LIMITS[name]} placeholder={placeholder} onChange={(e) => set(name, e.target.value)} />, required);
  const select = (name: 'sex' | 'kind', label: string, options: readonly { value: string; label: string }[]) =>
    field(
      name,
      label,
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={form[name] === null ? '' : String(form[name])} onChange={(e) => set(name, (name === 'kind' ? (e.target.value ? Number(e.target.value) : null) : e.target.value) as never)}>
          <option value="">请选择{label}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
      true,
    );
  const date = (name: 'birth' | 'decisionDate', label: string, required = false) =>
    field(name, label, <Input name={name} type="date" value={form[name] ?? ''} onChange={(e) => set(name, e.target.value || null)} />, required);

  return (
    <FormDialog
      title={appointment ? '编辑任免人员' : '新增任免人员'}
      size="lg"
      onClose={busy ? undefined : onClose}
      busy={busy}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} busy={busy} busyText="保存中" confirmLabel="保存" />}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {text('personName', '姓名', true)}
          {select(
            'sex',
            '性别',
            APPOINTMENT_SEXES.map((sex) => ({ value: sex, label: sex })),
          )}
          {date('birth', '出生日期')}
          {select(
            'kind',
            '任免类别',
            APPOINTMENT_KINDS.map((kind) => ({ value: String(kind.value), label: kind.label })),
          )}
        </SimpleGrid>
        {text('post', '职务', true, '如 巴中市教育局局长')}
        {text('unit', '工作单位')}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {date('decisionDate', '任免日期', true)}
          {text('documentNo', '文号', false, '如 巴人常任〔2026〕1号')}
        </SimpleGrid>
        {text('session', '会议届次', true, '如 市五届人大常委会第二十次会议')}
        {field('remark', '备注', <Textarea name="remark" rows={3} value={form.remark} maxLength={APPOINTMENT_LIMITS.remark} onChange={(e) => set('remark', e.target.value)} />)}
        {field('attachments', '任免文件', <AttachmentsField value={form.attachments} onChange={(files) => set('attachments', files)} max={APPOINTMENT_LIMITS.attachments} label="上传任免文件" />)}
      </Stack>
    </FormDialog>
  );
}
