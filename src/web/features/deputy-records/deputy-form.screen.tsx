import { Box, Button, Checkbox, Field, HStack, Image, Input, SimpleGrid, Stack, Table, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEPUTY_PROFILE_FIELDS, type DeputyProfileField } from '@machines/deputy-record/deputy-record.fields';
import { DEPUTY_FIELD_LABEL, DEPUTY_MSG, DEPUTY_SAVED_TOAST_MS } from '@shared/deputies';
import { DEPUTY_DICTIONARY, type DeputyDictionaryField } from '@shared/deputy-form';
import { BackButton } from '@web/components/back-button';
import { DetailSection } from '@web/components/detail-section';
import { ErrorState } from '@web/components/error-state';
import { Select } from '@web/components/form-fields';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { useCurrentUserQuery } from '@web/features/auth';
import { AttachmentsField, uploadEditorFile } from '@web/features/files';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { DictionarySelect } from '@web/features/reference-data';
import { useCurrentNpcStateQuery } from '@web/features/npc-state';
import { errorMessage } from '@web/lib/http-error';
import { GRADE_CHOICES, useDelegationChoices, useStationChoices } from './components/deputy-options';
import { useCreateDeputyRecordMutation, useDeputyRecordQuery, useUpdateDeputyRecordMutation, type DeputyRecordDetail } from './deputy-records.api';
import { bodyOfForm, emptyForm, formOfRecord, formProblems, isOfficeRole, maxLengthOf, portraitCrop, type DeputyForm, type FormProblems, type TextField } from './deputy-records.model';
import { DEPUTY_RECORD_PATHS } from './paths';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** The picture cut to the 3:4 card ratio around its centre, as a JPEG. */
async function croppedPortrait(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const crop = portraitCrop(bitmap.width, bitmap.height);
  const width = Math.min(crop.width, 600);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((width * 4) / 3);
  canvas.getContext('2d')!.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('crop'))), 'image/jpeg', 0.9));
  return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
}

function PortraitField({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange(await uploadEditorFile(await croppedPortrait(file)));
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '照片上传失败') });
    }
    setBusy(false);
  };
  return (
    <Stack gap="2" align="center">
      <Box w="120px" aspectRatio="3 / 4" borderWidth="1px" borderStyle={value ? 'solid' : 'dashed'} rounded="md" overflow="hidden" display="grid" placeItems="center" color="fg.muted" fontSize="xs">
        {value ? <Image src={value} alt="照片预览" w="full" h="full" objectFit="cover" /> : '未上传照片'}
      </Box>
      <VisuallyHidden>
        <label htmlFor={id}>照片</label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={IMAGE_TYPES}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </VisuallyHidden>
      <HStack gap="1">
        <Button size="xs" variant="outline" loading={busy} loadingText="上传中" onClick={() => input.current?.click()}>
          上传照片
        </Button>
        {value && (
          <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
            清除
          </Button>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        按 3:4 比例居中裁剪
      </Text>
    </Stack>
  );
}

function Labeled({ label, required, problem, children, wide }: { label: string; required?: boolean; problem?: string; children: ReactNode; wide?: boolean }) {
  return (
    <Field.Root invalid={!!problem} required={required} gridColumn={wide ? { md: 'span 2', lg: 'span 3' } : undefined}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

const grid = { base: 1, md: 2, lg: 3 };

function RecordForm({ record }: { record: DeputyRecordDetail | null }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUserQuery();
  const office = isOfficeRole(user?.loginRoleCode);
  const ownDelegation = !office && user?.belongDelegationId ? Number(user.belongDelegationId) : null;
  const { data: npcState } = useCurrentNpcStateQuery();
  const [form, setForm] = useState<DeputyForm>(() => (record ? formOfRecord(record) : emptyForm({ fkDelegationId: ownDelegation })));
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [create, creating] = useCreateDeputyRecordMutation();
  const [update, updating] = useUpdateDeputyRecordMutation();
  const delegations = useDelegationChoices();
  const stations = useStationChoices();
  const busy = creating.isLoading || updating.isLoading;
  const problems: FormProblems = attempted ? formProblems(form) : {};
  const set = (patch: Partial<DeputyForm>) => setForm((current) => ({ ...current, ...patch }));

  const save = async (stay: boolean) => {
    setAttempted(true);
    setServerProblem(null);
    if (Object.keys(formProblems(form)).length > 0) return;
    try {
      const body = bodyOfForm(form);
      const saved = record
        ? await update({ ...body, delegateId: record.delegateId, version: record.version }).unwrap()
        : await create({ ...body, term: Number(npcState?.currentTerm) || 1, times: Number(npcState?.currentTimes) || 1 }).unwrap();
      toaster.create({ type: 'success', title: DEPUTY_MSG.saved, description: saved.msg === DEPUTY_MSG.saved ? undefined : saved.msg, duration: DEPUTY_SAVED_TOAST_MS });
      if (stay) {
        // A new record stays on its own form, so a second 仅保存 corrects it rather than adding another.
        if (!record) void navigate(`${DEPUTY_RECORD_PATHS.edit}?id=${saved.record.delegateId}`, { replace: true });
      } else void navigate(`${DEPUTY_RECORD_PATHS.show}?id=${saved.record.delegateId}`, { replace: !record });
    } catch (error) {
      const message = errorMessage(error, DEPUTY_MSG.fetchFailed);
      setServerProblem(message);
      toaster.create({ type: 'error', title: DEPUTY_MSG.fetchFailed, description: message });
    }
  };

  const text = (field: TextField, extra: { required?: boolean; wide?: boolean; multiline?: boolean; type?: string; inputMode?: 'numeric' } = {}) => {
    const max = maxLengthOf(field);
    return (
      <Labeled key={field} label={DEPUTY_FIELD_LABEL[field]} required={extra.required} problem={problems[field]} wide={extra.wide}>
        {extra.multiline ? (
          <Textarea size="sm" rows={5} value={form[field]} maxLength={max || undefined} onChange={(e) => set({ [field]: e.target.value })} />
        ) : (
          <Input size="sm" type={extra.type} inputMode={extra.inputMode} value={form[field]} maxLength={max || undefined} onChange={(e) => set({ [field]: e.target.value })} />
        )}
      </Labeled>
    );
  };
  const dictionary = (field: DeputyDictionaryField) => (
    <Labeled key={field} label={DEPUTY_FIELD_LABEL[field]} problem={problems[field]}>
      <DictionarySelect size="sm" typeCode={DEPUTY_DICTIONARY[field]} label={DEPUTY_FIELD_LABEL[field]} value={form[field]} onChange={(value) => set({ [field]: value })} />
    </Labeled>
  );
  const setRelative = (index: number, patch: Partial<DeputyForm['relations'][number]>) =>
    set({ relations: form.relations.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
    >
      <Stack gap="4">
        <DetailSection title="基本信息">
          <HStack align="flex-start" gap="5" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <PortraitField value={form.headPortrait} onChange={(headPortrait) => set({ headPortrait })} />
            <SimpleGrid columns={grid} gap="3" flex="1" minW="0">
              {text('delegateName', { required: true })}
              <Labeled label="性别">
                <Select size="sm" label="性别" value={form.sex} options={[{ value: '男', label: '男' }, { value: '女', label: '女' }]} onChange={(sex) => set({ sex: sex === '女' ? '女' : '男' })} />
              </Labeled>
              {text('birth', { type: 'date' })}
              {dictionary('nationality')}
              {text('nativePlace')}
              {text('idCard')}
              {dictionary('political')}
              {text('workTime', { type: 'date' })}
            </SimpleGrid>
          </HStack>
        </DetailSection>
        <DetailSection title="联系方式">
          <SimpleGrid columns={grid} gap="3">
            {text('phone', { inputMode: 'numeric' })}
            {text('officePhone')}
            {text('homePhone')}
            {text('postalAddress', { wide: true })}
            {text('postcode')}
          </SimpleGrid>
        </DetailSection>
        <DetailSection title="学历与工作">
          <SimpleGrid columns={grid} gap="3">
            {dictionary('educationBackground')}
            {dictionary('degree')}
            {text('graduateInstitutions')}
            {text('major')}
            {dictionary('position')}
            {text('presentOccupation', { wide: true })}
            {text('resume', { wide: true, multiline: true })}
          </SimpleGrid>
        </DetailSection>
        <DetailSection title="代表信息">
          <SimpleGrid columns={grid} gap="3">
            <Labeled label="所属代表团" required problem={problems.fkDelegationId}>
              <Select size="sm" label="所属代表团" value={form.fkDelegationId} options={delegations} emptyOption="请选择代表团" disabled={record !== null || ownDelegation !== null} onChange={(fkDelegationId) => set({ fkDelegationId })} />
            </Labeled>
            <Labeled label="代表层级" required problem={problems.delegateGrade}>
              <Select size="sm" label="代表层级" value={form.delegateGrade} options={GRADE_CHOICES} emptyOption="请选择层级" disabled={record !== null} onChange={(delegateGrade) => set({ delegateGrade })} />
            </Labeled>
            <Labeled label="所在联络站">
              <Select size="sm" label="所在联络站" value={form.fkStationId} options={stations} emptyOption="无" onChange={(fkStationId) => set({ fkStationId })} />
            </Labeled>
            <Checkbox.Root colorPalette="brand" checked={form.isSpecialCommittee} onCheckedChange={(e) => set({ isSpecialCommittee: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>专门委员会组成人员</Checkbox.Label>
            </Checkbox.Root>
          </SimpleGrid>
          {record && (
            <Text fontSize="xs" color="fg.muted" mt="2">
              {DEPUTY_MSG.transferByApplication}
            </Text>
          )}
        </DetailSection>
        <DetailSection title="档案信息">
          <SimpleGrid columns={grid} gap="3">
            {(Object.keys(DEPUTY_PROFILE_FIELDS) as DeputyProfileField[]).map((field) => (
              <Labeled key={field} label={DEPUTY_PROFILE_FIELDS[field]} wide={field === 'achievement' || field === 'remark'}>
                <Input size="sm" value={form.profile[field]} maxLength={field === 'achievement' || field === 'remark' ? 2000 : 200} onChange={(e) => set({ profile: { ...form.profile, [field]: e.target.value } })} />
              </Labeled>
            ))}
          </SimpleGrid>
        </DetailSection>
        <DetailSection title="家庭成员">
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="家庭成员">
              <Table.Header>
                <Table.Row>
                  {['称谓', '姓名', '出生日期', '政治面貌', '工作单位及职务'].map((label) => (
                    <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {form.relations.map((row, index) => (
                  <Table.Row key={index}>
                    <Table.Cell minW="110px">
                      <DictionarySelect size="sm" typeCode="appellation" label={`第${index + 1}位家庭成员称谓`} value={row.appellation} onChange={(appellation) => setRelative(index, { appellation })} />
                    </Table.Cell>
                    <Table.Cell minW="110px">
                      <Input size="sm" aria-label={`第${index + 1}位家庭成员姓名`} maxLength={50} value={row.name} onChange={(e) => setRelative(index, { name: e.target.value })} />
                    </Table.Cell>
                    <Table.Cell minW="140px">
                      <Input size="sm" type="date" aria-label={`第${index + 1}位家庭成员出生日期`} value={row.birthday} onChange={(e) => setRelative(index, { birthday: e.target.value })} />
                    </Table.Cell>
                    <Table.Cell minW="130px">
                      <DictionarySelect size="sm" typeCode="political" label={`第${index + 1}位家庭成员政治面貌`} value={row.political} onChange={(political) => setRelative(index, { political })} />
                    </Table.Cell>
                    <Table.Cell minW="200px">
                      <Input size="sm" aria-label={`第${index + 1}位家庭成员工作单位及职务`} maxLength={200} value={row.works} onChange={(e) => setRelative(index, { works: e.target.value })} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Text fontSize="xs" color="fg.muted" mt="2">
            未填写姓名的行不保存。
          </Text>
        </DetailSection>
        <DetailSection title="附件/选举报告">
          <Stack gap="4">
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="2">
                附件
              </Text>
              <AttachmentsField value={form.annexList} onChange={(annexList) => set({ annexList })} />
            </Box>
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="2">
                选举报告
              </Text>
              <AttachmentsField value={form.electionReport} onChange={(electionReport) => set({ electionReport })} label="上传选举报告" />
            </Box>
          </Stack>
        </DetailSection>
        {serverProblem && (
          <Text role="alert" color="red.600" fontSize="sm">
            {serverProblem}
          </Text>
        )}
        <HStack gap="2" justify="flex-end" position="sticky" bottom="0" bg="white" py="3" borderTopWidth="1px">
          <Button variant="outline" disabled={busy} onClick={() => void save(true)}>
            仅保存
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="保存中">
            保存
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** npcMsgAdd: a new record, waiting for review once saved. */
export function DeputyAddScreen() {
  const menus = useOptionalMenus();
  return (
    <Box>
      <PageHeader title="新增代表" trail={menus?.trail ?? []} actions={<BackButton fallback={DEPUTY_RECORD_PATHS.table} />} />
      <RecordForm record={null} />
    </Box>
  );
}

/** npcMsgTableOpen?id=: the office's correction of a record. */
export function DeputyEditScreen() {
  const menus = useOptionalMenus();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useDeputyRecordQuery(valid ? id : 0, { skip: !valid });
  let body;
  if (!valid) body = <ErrorState title={DEPUTY_MSG.fetchFailed} />;
  else if (query.isLoading) body = <LoadingState />;
  else if (query.isError || !query.data) body = <ErrorState title={DEPUTY_MSG.fetchFailed} error={query.error} onRetry={() => void query.refetch()} />;
  else body = <RecordForm key={query.data.delegateId} record={query.data} />;
  return (
    <Box>
      <PageHeader title="编辑代表信息" trail={menus?.trail ?? []} actions={<BackButton fallback={DEPUTY_RECORD_PATHS.table} />} />
      {body}
    </Box>
  );
}
