import { Badge, Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DelegationOptions, DelegationRecord, DelegationRecordBody } from '@shared/contracts/delegation-work';
import { DELEGATION_KIND, DELEGATION_LIMITS as L, usesField, type DelegationField, type DelegationKind } from '@shared/delegation-work';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select, TextField } from '@web/components/form-fields';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { DelegateChooser, type ChosenDelegate } from '@web/features/delegate-chooser';
import { AttachmentsField, uploadEditorFile, type AttachmentRef } from '@web/features/files';
import { DictionarySelect } from '@web/features/reference-data';
import { errorMessage } from '@web/lib/http-error';
import { useDelegationDeputiesQuery, useDelegationRecordQuery, useSaveDelegationRecordMutation } from './delegation-work.api';

const RichTextEditor = lazy(() => import('@web/components/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

interface Form {
  fkDelegationId: string;
  title: string;
  category: string;
  session: string;
  happenDate: string;
  clock: string;
  place: string;
  organiser: string;
  summary: string;
  content: string;
  speakerId: string;
  participants: ChosenDelegate[];
  attachments: AttachmentRef[];
  isPublished: boolean;
  sortNo: string;
}

type Problems = Partial<Record<string, string>>;

function formOf(record: DelegationRecord | undefined, options: DelegationOptions): Form {
  const current = options.sessions.find((s) => s.current);
  if (!record) {
    return {
      fkDelegationId: options.all || options.delegations.length !== 1 ? '' : String(options.delegations[0].id),
      title: '',
      category: '',
      session: current ? `${current.term}:${current.times}` : '',
      happenDate: '',
      clock: '',
      place: '',
      organiser: '',
      summary: '',
      content: '',
      speakerId: '',
      participants: [],
      attachments: [],
      isPublished: false,
      sortNo: '0',
    };
  }
  return {
    fkDelegationId: String(record.fkDelegationId),
    title: record.title,
    category: record.category ?? '',
    session: record.term !== null && record.times !== null ? `${record.term}:${record.times}` : '',
    happenDate: record.happenDate ?? '',
    clock: record.clock ?? '',
    place: record.place ?? '',
    organiser: record.organiser ?? '',
    summary: record.summary ?? '',
    content: record.content ?? '',
    speakerId: record.speakerId === null ? '' : String(record.speakerId),
    participants: record.participants.map((p) => ({ delegateId: p.delegateId, delegateName: p.delegateName })),
    attachments: record.attachments,
    isPublished: record.isPublished,
    sortNo: String(record.sortNo),
  };
}

const blank = (value: string) => value.trim() === '';
const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** The problems the server would name, found before sending: required fields of the kind. */
function problemsOf(kind: DelegationKind, form: Form): Problems {
  const spec = DELEGATION_KIND[kind];
  const found: Problems = {};
  const need = (field: DelegationField, key: string, missing: boolean) => {
    const f = spec.fields[field];
    if (f?.required && missing) found[key] = `请填写${f.label}`;
  };
  if (blank(form.fkDelegationId)) found.fkDelegationId = '请选择代表团';
  if (blank(form.title)) found.title = `请输入${spec.titleLabel}`;
  need('category', 'category', blank(form.category));
  need('session', 'term', blank(form.session));
  need('happenDate', 'happenDate', blank(form.happenDate));
  need('place', 'place', blank(form.place));
  need('organiser', 'organiser', blank(form.organiser));
  need('summary', 'summary', blank(form.summary));
  need('content', 'content', spec.richContent ? plain(form.content) === '' && !/<img\s/i.test(form.content) : blank(form.content));
  need('speaker', 'speakerId', blank(form.speakerId));
  return found;
}

function bodyOf(kind: DelegationKind, form: Form): DelegationRecordBody {
  const uses = (field: DelegationField) => usesField(kind, field);
  const text = (value: string) => (blank(value) ? null : value.trim());
  const [term, times] = form.session ? form.session.split(':').map(Number) : [null, null];
  return {
    fkDelegationId: Number(form.fkDelegationId),
    title: form.title.trim(),
    ...(uses('category') ? { category: text(form.category) } : {}),
    ...(uses('happenDate') ? { happenDate: text(form.happenDate) } : {}),
    ...(uses('clock') ? { clock: text(form.clock) } : {}),
    ...(uses('place') ? { place: text(form.place) } : {}),
    ...(uses('organiser') ? { organiser: text(form.organiser) } : {}),
    ...(uses('summary') ? { summary: text(form.summary) } : {}),
    ...(uses('content') ? { content: text(form.content) } : {}),
    ...(uses('session') ? { term, times } : {}),
    ...(uses('speaker') ? { speakerId: form.speakerId ? Number(form.speakerId) : null } : {}),
    ...(uses('participants') ? { participantIds: form.participants.map((p) => p.delegateId) } : {}),
    ...(uses('attachments') ? { attachments: form.attachments } : {}),
    ...(uses('isPublished') ? { isPublished: form.isPublished } : {}),
    ...(uses('sortNo') ? { sortNo: Math.max(0, Math.min(L.sortNo, Number(form.sortNo) || 0)) } : {}),
  };
}

/** A server refusal names its field after a full-width colon (`请填写印发日期：happenDate`). */
function fieldProblemOf(error: unknown): { field: string | null; message: string } {
  const message = errorMessage(error);
  const match = /^(.*)：([A-Za-z]+)$/.exec(message);
  return match ? { field: match[2], message: match[1] } : { field: null, message };
}

function Labelled({ label, required, problem, children }: { label: string; required?: boolean; problem?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={problem !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** 新增 / 编辑: an existing record is read afresh first. */
export function DelegationRecordDialog({ kind, recordId, options, onClose }: { kind: DelegationKind; recordId: number | null; options: DelegationOptions; onClose: () => void }) {
  const existing = useDelegationRecordQuery({ kind, id: recordId ?? 0 }, { skip: recordId === null, refetchOnMountOrArgChange: true });
  const noun = DELEGATION_KIND[kind].noun;
  if (recordId !== null && !existing.data) {
    return (
      <FormDialog title={`编辑${noun}`} onClose={onClose} size="xl">
        {existing.isError ? <Text color="red.600">读取失败，请关闭后重试</Text> : <LoadingState />}
      </FormDialog>
    );
  }
  return <RecordForm kind={kind} recordId={recordId} initial={formOf(existing.data, options)} options={options} onClose={onClose} />;
}

function RecordForm({ kind, recordId, initial, options, onClose }: { kind: DelegationKind; recordId: number | null; initial: Form; options: DelegationOptions; onClose: () => void }) {
  const spec = DELEGATION_KIND[kind];
  const f = spec.fields;
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [choosing, setChoosing] = useState(false);
  const [save, saving] = useSaveDelegationRecordMutation();
  const delegationId = form.fkDelegationId ? Number(form.fkDelegationId) : null;
  const deputies = useDelegationDeputiesQuery(delegationId ?? 0, { skip: delegationId === null || !f.speaker });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    setProblems((prev) => ({ ...prev, [key === 'session' ? 'term' : key === 'participants' ? 'participantIds' : key]: undefined }));
  };

  const submit = async () => {
    const found = problemsOf(kind, form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await save({ kind, id: recordId, body: bodyOf(kind, form) }).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
      onClose();
    } catch (error) {
      const { field, message } = fieldProblemOf(error);
      if (field) setProblems({ [field]: message });
      else toaster.create({ type: 'error', title: message || '保存失败' });
    }
  };

  const text = (key: 'title' | 'place' | 'organiser', label: string, max: number, required?: boolean) => (
    <Labelled label={label} required={required} problem={problems[key]}>
      <Input size="sm" name={key} value={form[key]} maxLength={max} onChange={(e) => set(key, e.target.value)} />
    </Labelled>
  );

  // The chooser is the form's sibling: its own search form must not submit this one (React events cross portals).
  return (
    <>
    <FormDialog
      title={`${recordId === null ? '新增' : '编辑'}${spec.noun}`}
      onClose={saving.isLoading ? undefined : onClose}
      busy={saving.isLoading}
      size="xl"
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={saving.isLoading} busyText="保存中" />}
    >
      <Stack gap="3">
        <Labelled label="代表团" required problem={problems.fkDelegationId}>
          <Select
            size="sm"
            value={form.fkDelegationId}
            onChange={(value) => setForm((prev) => ({ ...prev, fkDelegationId: value, speakerId: '', participants: [] }))}
            options={options.delegations.map((d) => ({ value: String(d.id), label: d.name }))}
            emptyOption="请选择代表团"
            disabled={!options.all}
          />
        </Labelled>
        {text('title', spec.titleLabel, L.title, true)}
        {f.category && (
          <Labelled label={f.category.label} required={f.category.required} problem={problems.category}>
            <DictionarySelect size="sm" typeCode={spec.dictionary!} value={form.category} onChange={(value) => set('category', value)} />
          </Labelled>
        )}
        {f.session && (
          <Labelled label={f.session.label} required={f.session.required} problem={problems.term}>
            <Select size="sm" value={form.session} onChange={(value) => set('session', value)} options={options.sessions.map((s) => ({ value: `${s.term}:${s.times}`, label: s.label }))} emptyOption="请选择届次" />
          </Labelled>
        )}
        {(f.happenDate || f.clock) && (
          <HStack gap="3" align="flex-start" wrap="wrap">
            {f.happenDate && (
              <Box flex="1" minW="180px">
                <Labelled label={f.happenDate.label} required={f.happenDate.required} problem={problems.happenDate}>
                  <Input size="sm" type="date" name="happenDate" value={form.happenDate} onChange={(e) => set('happenDate', e.target.value)} />
                </Labelled>
              </Box>
            )}
            {f.clock && (
              <Box flex="1" minW="140px">
                <Labelled label={f.clock.label} problem={problems.clock}>
                  <Input size="sm" type="time" name="clock" value={form.clock} onChange={(e) => set('clock', e.target.value)} />
                </Labelled>
              </Box>
            )}
          </HStack>
        )}
        {f.place && text('place', f.place.label, L.place, f.place.required)}
        {f.organiser && text('organiser', f.organiser.label, L.organiser, f.organiser.required)}
        {f.speaker && (
          <Labelled label={f.speaker.label} required={f.speaker.required} problem={problems.speakerId}>
            <Select
              size="sm"
              value={form.speakerId}
              onChange={(value) => set('speakerId', value)}
              options={(deputies.data?.list ?? []).map((d) => ({ value: String(d.delegateId), label: d.delegateName }))}
              emptyOption={delegationId === null ? '请先选择代表团' : '请选择发言代表'}
            />
          </Labelled>
        )}
        {f.participants && (
          <Labelled label={f.participants.label} problem={problems.participantIds}>
            <HStack gap="2" wrap="wrap">
              {form.participants.map((p) => (
                <Badge key={p.delegateId} colorPalette="brand" variant="subtle">
                  {p.delegateName}
                </Badge>
              ))}
              <Button size="xs" variant="outline" disabled={delegationId === null} onClick={() => setChoosing(true)}>
                {form.participants.length > 0 ? '调整代表' : '选择代表'}
              </Button>
            </HStack>
          </Labelled>
        )}
        {f.summary && (
          <Box>
            <TextField label={f.summary.label} required={f.summary.required} invalid={problems.summary !== undefined} value={form.summary} onChange={(value) => set('summary', value)} max={L.summary} rows={3} />
            {problems.summary && <Text color="red.600" fontSize="sm">{problems.summary}</Text>}
          </Box>
        )}
        {f.content &&
          (spec.richContent ? (
            <Labelled label={f.content.label} required={f.content.required} problem={problems.content}>
              <Box w="full">
                <Suspense fallback={<LoadingState />}>
                  <RichTextEditor label={f.content.label} value={form.content} onChange={(html) => set('content', html)} onUpload={(file, onProgress) => uploadEditorFile(file, onProgress)} invalid={problems.content !== undefined} />
                </Suspense>
              </Box>
            </Labelled>
          ) : (
            <Box>
              <TextField label={f.content.label} required={f.content.required} invalid={problems.content !== undefined} value={form.content} onChange={(value) => set('content', value)} max={L.content} rows={6} />
              {problems.content && <Text color="red.600" fontSize="sm">{problems.content}</Text>}
            </Box>
          ))}
        {f.attachments && (
          <Labelled label={f.attachments.label} problem={problems.attachments}>
            <AttachmentsField value={form.attachments} onChange={(value) => set('attachments', value)} max={L.attachments} />
          </Labelled>
        )}
        {f.sortNo && (
          <Labelled label={f.sortNo.label} problem={problems.sortNo}>
            <Input size="sm" type="number" name="sortNo" min={0} max={L.sortNo} value={form.sortNo} onChange={(e) => set('sortNo', e.target.value)} />
          </Labelled>
        )}
        {f.isPublished && (
          <Checkbox.Root checked={form.isPublished} onCheckedChange={(e) => set('isPublished', e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>发布（本团代表可见）</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Stack>
    </FormDialog>
      {f.participants && delegationId !== null && (
        <DelegateChooser
          open={choosing}
          onOpenChange={setChoosing}
          value={form.participants}
          delegationId={delegationId}
          max={L.participants}
          title={`选择${f.participants.label}`}
          onConfirm={(chosen) => set('participants', chosen)}
        />
      )}
    </>
  );
}
