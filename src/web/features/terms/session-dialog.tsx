import { Alert, Checkbox, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { RadioChoices } from '@web/components/form-fields';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import { MSG } from '@shared/messages';
import { useCreateSessionMutation, useDeleteSessionMutation, useMakeCurrentSessionMutation, useUpdateSessionMutation, type Session } from './terms.api';
import {
  EMPTY_SESSION_FORM,
  fieldOfMessage,
  sessionBodyOf,
  sessionFormOf,
  sessionPreview,
  sessionProblems,
  type SessionField,
  type SessionForm,
} from './terms.model';

const FIELDS: readonly SessionField[] = ['term', 'times', 'timesStartTime', 'currentMeetStatus', 'proposalOpenAt', 'proposalCloseAt', 'isCurrentTermTimes'];

/** 新增届次 / 编辑届次: the term and session numbers, start date, meeting status, 议案 window, current. */
export function SessionDialog({ session, onClose }: { session: Session | null; onClose: () => void }) {
  const [form, setForm] = useState<SessionForm>(session ? sessionFormOf(session) : EMPTY_SESSION_FORM);
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: SessionField | null; msg: string } | null>(null);
  const [create, creating] = useCreateSessionMutation();
  const [update, updating] = useUpdateSessionMutation();
  const busy = creating.isLoading || updating.isLoading;
  const problems = attempted ? sessionProblems(form) : {};
  const problemOf = (field: SessionField) => problems[field] ?? (serverProblem?.field === field ? serverProblem.msg : undefined);
  const set = <K extends SessionField>(field: K, value: SessionForm[K]) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    if (serverProblem?.field === field) setServerProblem(null);
  };

  const save = async () => {
    setAttempted(true);
    setServerProblem(null);
    if (Object.keys(sessionProblems(form)).length > 0) return;
    try {
      const body = sessionBodyOf(form);
      if (session) await update({ stateId: session.stateId, body }).unwrap();
      else await create(body).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onClose();
    } catch (error) {
      const msg = errorMessage(error);
      setServerProblem({ field: fieldOfMessage(msg, FIELDS), msg });
    }
  };

  const preview = sessionPreview(form);
  return (
    <FormDialog
      title={session ? '编辑届次' : '新增届次'}
      onClose={onClose}
      busy={busy}
      onSubmit={() => void save()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={busy} busyText="保存中" />}
    >
      <Stack gap="4">
        {serverProblem && serverProblem.field === null && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverProblem.msg}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberField label="届" value={form.term} onChange={(value) => set('term', value)} problem={problemOf('term')} placeholder="如 5" />
          <NumberField label="次（会议）" value={form.times} onChange={(value) => set('times', value)} problem={problemOf('times')} placeholder="如 3" />
        </SimpleGrid>
        {preview && (
          <Text fontSize="sm" color="fg.muted">
            显示为：{preview}
          </Text>
        )}
        <Field.Root invalid={Boolean(problemOf('timesStartTime'))}>
          <Field.Label>会议开始日期</Field.Label>
          <Input type="date" value={form.timesStartTime} onChange={(e) => set('timesStartTime', e.target.value)} />
          {problemOf('timesStartTime') && <Field.ErrorText>{problemOf('timesStartTime')}</Field.ErrorText>}
        </Field.Root>
        <RadioChoices
          label="会议状态"
          value={form.currentMeetStatus}
          options={[
            { value: 1, label: '大会期间' },
            { value: 2, label: '闭会期间' },
          ]}
          onChange={(value) => set('currentMeetStatus', value)}
        />
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            议案提交时间（北京时间，均可不填：不填即不限）
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={Boolean(problemOf('proposalOpenAt'))}>
              <Field.Label>开始时间</Field.Label>
              <Input type="datetime-local" value={form.proposalOpenAt} onChange={(e) => set('proposalOpenAt', e.target.value)} />
              {problemOf('proposalOpenAt') && <Field.ErrorText>{problemOf('proposalOpenAt')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(problemOf('proposalCloseAt'))}>
              <Field.Label>截止时间</Field.Label>
              <Input type="datetime-local" value={form.proposalCloseAt} onChange={(e) => set('proposalCloseAt', e.target.value)} />
              {problemOf('proposalCloseAt') && <Field.ErrorText>{problemOf('proposalCloseAt')}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
        </Stack>
        {!session?.isCurrentTermTimes && (
          <Checkbox.Root checked={form.isCurrentTermTimes} onCheckedChange={(e) => set('isCurrentTermTimes', e.checked === true)} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>设为当前届次（其他届次将不再是当前届次）</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Stack>
    </FormDialog>
  );
}

function NumberField({ label, value, onChange, problem, placeholder }: { label: string; value: string; onChange: (value: string) => void; problem?: string; placeholder?: string }) {
  return (
    <Field.Root required invalid={Boolean(problem)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={2} />
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** 删除 asks first; a session in use or the current one is refused by the server with the reason. */
export function DeleteSessionConfirm({ session, onClose }: { session: Session; onClose: () => void }) {
  const [remove, removing] = useDeleteSessionMutation();
  const confirm = async () => {
    try {
      await remove(session.stateId).unwrap();
      toaster.create({ type: 'success', title: '已删除' });
    } catch (error) {
      toaster.create({ type: 'error', title: '删除失败', description: errorMessage(error) });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      message={`确定删除「${session.termShow}${session.timesShow}」吗？删除后不可恢复。`}
      confirmText="删除"
      busy={removing.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** 设为当前 asks first: every other session stops being current. */
export function MakeCurrentConfirm({ session, onClose }: { session: Session; onClose: () => void }) {
  const [makeCurrent, making] = useMakeCurrentSessionMutation();
  const confirm = async () => {
    try {
      await makeCurrent(session.stateId).unwrap();
      toaster.create({ type: 'success', title: `已将${session.termShow}${session.timesShow}设为当前届次` });
    } catch (error) {
      toaster.create({ type: 'error', title: MSG.operationFailed, description: errorMessage(error) });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      message={`确定将「${session.termShow}${session.timesShow}」设为当前届次吗？新提出的议案、建议将属于该届次。`}
      confirmText="设为当前"
      busy={making.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
