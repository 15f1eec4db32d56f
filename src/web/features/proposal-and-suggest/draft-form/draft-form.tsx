import { Alert, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { chinaDayjs } from '@web/lib/dates';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { draftAutosaveStatusText } from '@machines/draft-autosave/index';
import { RichTextEditor } from '@web/components/rich-text-editor';
import { toaster } from '@web/components/toaster';
import { useCurrentUserQuery } from '@web/features/auth';
import { AttachmentsField, PhoneUploadButton, uploadEditorFile, type AttachmentRef } from '@web/features/files';
import { useDraftTransport, type RecordDetail, type RecordType } from '@web/features/workflow';
import { useRecordForm } from '@web/components/use-record-form';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { TYPE_NAME, detailPath, draftsPath, type Area } from '../paths';
import {
  EMPTY_DRAFT,
  TITLE_MAX_LENGTH,
  backupKey,
  clearBackup,
  draftFormOf,
  draftPayload,
  draftProblems,
  isEmptyDraft,
  readBackup,
  sameDraft,
  writeBackup,
  type DraftField,
  type DraftForm as DraftFormValues,
} from './draft.logic';
import { ProposalWindowNotice, useProposalMinSigners } from '@web/features/terms';
import { SignersField } from './signers-field';

export interface DraftFormProps {
  type: RecordType;
  area: Area;
  /** The stored draft or returned record being edited; null for a new one. */
  record: RecordDetail | null;
  /** RESUBMIT instead of SUBMIT, and no autosave (a returned record). */
  resubmit?: boolean;
  /** Initial fields of a new draft (a suggestion made from a citizen's message). */
  prefill?: Partial<DraftFormValues>;
  /** The draft now exists on the server: the page puts its id in the address. */
  onCreated?: (id: number) => void;
}

const storage = () => window.localStorage;

/**
 * The one drafting form of proposals and suggestions: title, content in the rich-text editor,
 * attachments and co-signers; saved automatically (and copied to local storage until saved),
 * then submitted, resubmitted after a return, or deleted.
 */
export function DraftForm({ type, area, record, resubmit = false, prefill, onCreated }: DraftFormProps) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUserQuery();
  const userId = user?.userId ?? 'anonymous';
  const delegationId = user?.npcDelegateInfo?.fkDelegationId ?? user?.belongDelegationId ?? null;
  const authorDelegationId = delegationId === null ? null : Number(delegationId);
  const delegationName = user?.npcDelegateInfo?.delegationName ?? user?.delegationName ?? null;
  const name = TYPE_NAME[type];
  const ids = { content: useId(), signers: useId(), status: useId() };

  // The form starts from the record (or an empty one) unless a local copy holds newer typing.
  const [boot] = useState(() => {
    const stored = record ? draftFormOf(record) : { ...EMPTY_DRAFT, ...prefill };
    const key = backupKey(userId, type, record?.id ?? null);
    const backup = readBackup(storage(), key);
    const restored = backup !== null && !isEmptyDraft(backup.form) && !sameDraft(backup.form, stored);
    return { stored, form: restored ? backup.form : stored, restoredAt: restored ? backup.at : null, prefilled: !record && !!prefill };
  });
  const [form, setForm] = useState<DraftFormValues>(boot.form);
  const [restoredAt, setRestoredAt] = useState<number | null>(boot.restoredAt);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [committing, setCommitting] = useState<null | 'SUBMIT' | 'RESUBMIT' | 'DELETE'>(null);
  const [draftId, setDraftId] = useState<number | null>(record?.id ?? null);

  const formRef = useRef(form);
  const keyRef = useRef(backupKey(userId, type, record?.id ?? null));

  const transport = useDraftTransport(type);
  const autosave = useRecordForm({
    transport,
    initialRecord: record,
    autosave: !resubmit,
    payload: () => draftPayload(type, formRef.current, authorDelegationId),
    onCreated: ({ id }) => {
      // The local copy follows the draft to its own key.
      const next = backupKey(userId, type, id);
      const copy = readBackup(storage(), keyRef.current);
      clearBackup(storage(), keyRef.current);
      keyRef.current = next;
      if (copy) writeBackup(storage(), next, copy.form, copy.at);
      setDraftId(id);
      onCreated?.(id);
    },
    onAllSaved: () => clearBackup(storage(), keyRef.current),
  });
  const { edit } = autosave;

  // A restored copy or a prefilled message is not on the server yet.
  useEffect(() => {
    if (boot.restoredAt !== null || (boot.prefilled && !isEmptyDraft(boot.form))) edit();
  }, [boot, edit]);

  const update = useCallback(
    (patch: Partial<DraftFormValues>) => {
      const next = { ...formRef.current, ...patch };
      if (sameDraft(next, formRef.current)) return;
      formRef.current = next;
      setForm(next);
      setRefusal(null);
      writeBackup(storage(), keyRef.current, next, Date.now());
      edit();
    },
    [edit],
  );

  // The phone's files are the draft's already; the form takes in those it does not hold yet.
  const takePhoneFiles = useCallback(
    (files: AttachmentRef[]) => {
      const held = new Set(formRef.current.attachments.map((file) => file.objPath));
      update({ attachments: [...formRef.current.attachments, ...files.filter((file) => !held.has(file.objPath))] });
    },
    [update],
  );

  const minSigners = useProposalMinSigners();
  const problems = attempted ? draftProblems(type, form, minSigners) : {};
  const problem = (field: DraftField) => problems[field];
  const busy = committing !== null;

  const commit = async (kind: 'SUBMIT' | 'RESUBMIT' | 'DELETE') => {
    setCommitting(kind);
    setRefusal(null);
    const outcome = await autosave.commit(kind);
    setCommitting(null);
    if (!outcome.ok) {
      setRefusal(outcome.msg);
      toaster.create({ type: 'error', title: outcome.msg });
      return;
    }
    clearBackup(storage(), keyRef.current);
    if (kind === 'DELETE') {
      toaster.create({ type: 'success', title: '草稿已删除' });
      void navigate(draftsPath(area, type), { replace: true });
    } else {
      toaster.create({ type: 'success', title: kind === 'SUBMIT' ? `${name}已提交` : `${name}已重新提交` });
      void navigate(detailPath(area, type, outcome.id!), { replace: true });
    }
  };

  const submit = () => {
    setAttempted(true);
    const found = draftProblems(type, formRef.current, minSigners);
    const first = Object.values(found)[0];
    if (first) {
      toaster.create({ type: 'error', title: first });
      return;
    }
    void commit(resubmit ? 'RESUBMIT' : 'SUBMIT');
  };

  const discardRestored = () => {
    clearBackup(storage(), keyRef.current);
    formRef.current = boot.stored;
    setForm(boot.stored);
    setRestoredAt(null);
    edit();
  };

  const status = draftAutosaveStatusText(autosave.view, (at) => chinaDayjs(at).format('HH:mm'));
  const mayDelete = !resubmit;

  return (
    <Stack asChild gap="5">
      <form
        noValidate
        aria-label={`${name}编辑`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
      {type === 'proposal' && <ProposalWindowNotice />}
      {restoredAt !== null && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>已恢复 {chinaDayjs(restoredAt).format('MM-DD HH:mm')} 未保存的内容。</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={discardRestored}>
            放弃恢复的内容
          </Button>
        </Alert.Root>
      )}

      <Field.Root invalid={!!problem('title')} required disabled={busy}>
        <Field.Label fontWeight="medium" color="gray.700">
          标题
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={form.title}
          maxLength={TITLE_MAX_LENGTH}
          placeholder={`请输入${name}标题`}
          onChange={(event) => update({ title: event.target.value })}
          onBlur={autosave.flush}
        />
        {problem('title') && <Field.ErrorText>{problem('title')}</Field.ErrorText>}
      </Field.Root>

      <Stack gap="1.5">
        <Text as="span" id={`${ids.content}-label`} fontWeight="medium" color="gray.700" fontSize="sm">
          内容
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        </Text>
        <RichTextEditor
          label={`${name}内容`}
          value={form.content}
          onChange={(content) => update({ content })}
          onUpload={(file, onProgress) => uploadEditorFile(file, onProgress)}
          disabled={busy}
          invalid={!!problem('content')}
          describedBy={problem('content') ? `${ids.content}-error` : undefined}
          onBlur={autosave.flush}
        />
        {problem('content') && (
          <Text id={`${ids.content}-error`} fontSize="sm" color="fg.error">
            {problem('content')}
          </Text>
        )}
      </Stack>

      <SignersField
        type={type}
        form={form}
        onChange={update}
        delegationName={delegationName}
        canUseDelegation={authorDelegationId !== null}
        disabled={busy}
        error={problem('coSigners')}
        errorId={ids.signers}
      />

      <Stack gap="1.5">
        <Text fontWeight="medium" color="gray.700" fontSize="sm">
          附件
        </Text>
        <AttachmentsField value={form.attachments} onChange={(attachments) => update({ attachments })} disabled={busy} />
        {!resubmit && <PhoneUploadButton type={type} recordId={draftId} disabled={busy} onUploaded={takePhoneFiles} />}
      </Stack>

      {refusal && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>操作未成功</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap" pt="1">
        <HStack gap="3" flex={{ sm: '1' }} minH="8" id={ids.status} role="status" aria-live="polite">
          <Text fontSize="sm" color={autosave.view.state === 'failed' ? 'fg.error' : 'fg.muted'}>
            {status}
          </Text>
          {autosave.view.state === 'failed' && (
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={autosave.retry}>
              立即重试
            </Button>
          )}
        </HStack>
        <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
          {mayDelete && (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmingDelete(true)} disabled={busy}>
              删除草稿
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={committing === 'SUBMIT' || committing === 'RESUBMIT'} loadingText="提交中" disabled={busy}>
            {resubmit ? '修改后重新提交' : '提交'}
          </Button>
        </Flex>
      </Flex>

      <ConfirmDialog
        open={confirmingDelete}
        message={`确定删除该${name}草稿吗？删除后不可恢复。`}
        busy={committing === 'DELETE'}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          void commit('DELETE').finally(() => setConfirmingDelete(false));
        }}
      />
      </form>
    </Stack>
  );
}
