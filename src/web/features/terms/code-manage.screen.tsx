import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { errorMessage } from '@web/lib/http-error';
import { MSG } from '@shared/messages';
import { CODE_RULE_KINDS, NUMBER_PLACEHOLDER } from '@shared/terms';
import {
  useCodeRulesQuery,
  useCreateCodeRuleMutation,
  useDeleteCodeRuleMutation,
  useSessionsQuery,
  useUpdateCodeRuleMutation,
  type CodeRule,
  type CodeRuleKind,
} from './terms.api';
import { codeRuleBodyOf, codeRulePreview, codeRuleProblems, fieldOfMessage, sessionKey, sortedSessions, type CodeRuleField, type CodeRuleForm } from './terms.model';

const KIND_OPTIONS = (Object.keys(CODE_RULE_KINDS) as CodeRuleKind[]).map((kind) => ({ value: kind, label: CODE_RULE_KINDS[kind] }));
const FIELDS: readonly CodeRuleField[] = ['pattern', 'digits', 'startNo'];

function RuleDialog({ rule, onClose }: { rule: CodeRule | null; onClose: () => void }) {
  const sessions = useSessionsQuery();
  const current = sessions.data?.list.find((s) => s.isCurrentTermTimes);
  const [form, setForm] = useState<CodeRuleForm>(
    rule
      ? { kind: rule.kind, session: sessionKey(rule.term, rule.times), pattern: rule.pattern, digits: String(rule.digits), startNo: String(rule.startNo) }
      : { kind: 'proposal', session: current ? sessionKey(current.term, current.times) : '', pattern: `议案第${NUMBER_PLACEHOLDER}号`, digits: '3', startNo: '1' },
  );
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: CodeRuleField | null; msg: string } | null>(null);
  const [create, creating] = useCreateCodeRuleMutation();
  const [update, updating] = useUpdateCodeRuleMutation();
  const busy = creating.isLoading || updating.isLoading;
  const problems = attempted ? codeRuleProblems(form) : {};
  const problemOf = (field: CodeRuleField) => problems[field] ?? (serverProblem?.field === field ? serverProblem.msg : undefined);
  const set = (field: keyof CodeRuleForm, value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setServerProblem(null);
  };
  const save = async () => {
    setAttempted(true);
    if (Object.keys(codeRuleProblems(form)).length > 0) return;
    try {
      const body = codeRuleBodyOf(form);
      if (rule) await update({ ruleId: rule.ruleId, body }).unwrap();
      else await create(body).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onClose();
    } catch (error) {
      const msg = errorMessage(error);
      setServerProblem({ field: fieldOfMessage(msg, FIELDS), msg: msg.replace(/[：:]\s*[A-Za-z.]+$/, '') });
    }
  };
  const sessionOptions = sortedSessions(sessions.data?.list ?? []).map((s) => ({ value: sessionKey(s.term, s.times), label: `${s.termShow}${s.timesShow}` }));
  const preview = codeRulePreview(form);
  return (
    <FormDialog
      title={rule ? '编辑编号规则' : '新增编号规则'}
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
          <Field.Root required>
            <Field.Label>
              类别
              <Field.RequiredIndicator />
            </Field.Label>
            <Select label="类别" value={form.kind} options={KIND_OPTIONS} onChange={(value) => set('kind', value)} />
          </Field.Root>
          <Field.Root required invalid={Boolean(problemOf('session'))}>
            <Field.Label>
              届次
              <Field.RequiredIndicator />
            </Field.Label>
            <Select label="届次" value={form.session} options={sessionOptions} emptyOption="请选择届次" onChange={(value) => set('session', value)} />
            {problemOf('session') && <Field.ErrorText>{problemOf('session')}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(problemOf('pattern'))}>
          <Field.Label>
            编号格式
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={form.pattern} onChange={(e) => set('pattern', e.target.value)} maxLength={60} />
          {problemOf('pattern') ? <Field.ErrorText>{problemOf('pattern')}</Field.ErrorText> : <Field.HelperText>{`用 ${NUMBER_PLACEHOLDER} 表示编号所在位置，如 议案第${NUMBER_PLACEHOLDER}号`}</Field.HelperText>}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={Boolean(problemOf('digits'))}>
            <Field.Label>
              编号位数
              <Field.RequiredIndicator />
            </Field.Label>
            <Input inputMode="numeric" maxLength={1} value={form.digits} onChange={(e) => set('digits', e.target.value)} />
            {problemOf('digits') && <Field.ErrorText>{problemOf('digits')}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={Boolean(problemOf('startNo'))}>
            <Field.Label>
              起始编号
              <Field.RequiredIndicator />
            </Field.Label>
            <Input inputMode="numeric" maxLength={5} value={form.startNo} onChange={(e) => set('startNo', e.target.value)} />
            {problemOf('startNo') ? <Field.ErrorText>{problemOf('startNo')}</Field.ErrorText> : <Field.HelperText>每届次重新编号；已发出的编号之后接续</Field.HelperText>}
          </Field.Root>
        </SimpleGrid>
        {preview && (
          <Text fontSize="sm" color="fg.muted">
            示例：{preview}（已发出的编号保持原样，不随规则改变）
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

/**
 * codeManage: how the readable numbers of proposals and suggestions are written in each session
 * (议案第012号): pattern, digits, start. Numbers already issued keep the form they were issued in.
 */
export function CodeManageScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState<{ pageNum: number; pageSize: number; kind?: CodeRuleKind }>({ pageNum: 1, pageSize: 10 });
  const query = useCodeRulesQuery(filters);
  const [editing, setEditing] = useState<CodeRule | null | 'new'>(null);
  const [deleting, setDeleting] = useState<CodeRule | null>(null);
  const [remove, removing] = useDeleteCodeRuleMutation();
  const confirmDelete = async () => {
    try {
      await remove(deleting!.ruleId).unwrap();
      toaster.create({ type: 'success', title: '已删除' });
    } catch (error) {
      toaster.create({ type: 'error', title: '删除失败', description: errorMessage(error) });
    }
    setDeleting(null);
  };
  const actions = (rule: CodeRule) => (
    <HStack gap="1">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(rule)} aria-label={`编辑${rule.termTimesShow}${CODE_RULE_KINDS[rule.kind]}编号规则`}>
        编辑
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(rule)} aria-label={`删除${rule.termTimesShow}${CODE_RULE_KINDS[rule.kind]}编号规则`}>
        删除
      </Button>
    </HStack>
  );
  const COLUMNS: ListColumn<CodeRule>[] = [
    { key: 'kind', label: '类别', cell: (r) => CODE_RULE_KINDS[r.kind] },
    { key: 'session', label: '届次', cell: (r) => r.termTimesShow },
    { key: 'pattern', label: '编号格式', cell: (r) => r.pattern, wide: true },
    { key: 'digits', label: '位数', cell: (r) => r.digits },
    { key: 'start', label: '起始编号', cell: (r) => r.startNo },
    { key: 'issued', label: '已编号', cell: (r) => r.issued },
    { key: 'next', label: '下一个编号', cell: (r) => r.nextNumber },
    { key: 'actions', label: '操作', cell: actions },
  ];
  return (
    <ListPage
      header={
        <PageHeader
          title="编号管理"
          trail={menus?.trail ?? []}
          actions={
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              新增编号规则
            </Button>
          }
        />
      }
      label="编号规则"
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        议案、建议提交后按所属届次的规则编号，每届次重新编号；未设置规则的届次按「议案第001号」「建议第001号」编号。群众留言编号固定为 LY + 提交日期 + 当日序号，不在此设置。
      </Text>
      <HStack mb="4" maxW="240px">
        <Select
          label="类别"
          value={filters.kind ?? ''}
          options={KIND_OPTIONS}
          emptyOption="全部类别"
          onChange={(value) => setFilters((prev) => ({ ...prev, pageNum: 1, kind: (value || undefined) as CodeRuleKind | undefined }))}
        />
      </HStack>
      <ListResults
        label="编号规则"
        query={query}
        rowKey={(r) => r.ruleId}
        columns={COLUMNS}
        card={(r) => (
          <Stack gap="1">
            <Text fontWeight="medium">
              {r.termTimesShow} · {CODE_RULE_KINDS[r.kind]}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              格式 {r.pattern} · {r.digits} 位 · 已编号 {r.issued} · 下一个 {r.nextNumber}
            </Text>
            {actions(r)}
          </Stack>
        )}
        emptyText="暂无编号规则，各届次按默认格式编号"
        paging={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 })),
        }}
      />
      {editing && <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除${deleting.termTimesShow}的${CODE_RULE_KINDS[deleting.kind]}编号规则吗？该届次将按默认格式编号。` : ''}
        confirmText="删除"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}
