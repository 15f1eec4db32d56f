import { Badge, Box, Button, Field, Flex, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldProblem, type FieldSpec, type FieldValue, type ManagedRow, type TableContract } from '@shared/managed-table';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListCard, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission } from '@web/features/permissions';
import { isApiError } from '@web/lib/api-error';
import {
  useManagedDeleteMutation,
  useManagedListQuery,
  useManagedMoveMutation,
  useManagedOptionsQuery,
  useManagedSaveMutation,
  useManagedValidMutation,
  type ManagedParams,
} from './managed-table.api';

/** Where a ref field's options come from: a table's reader (GET url → { list }), its value and label fields. */
export interface RefSource {
  url: string;
  params?: ManagedParams;
  value: string;
  label: string;
}

/** One managed table's page: its contract and how the page shows it. */
export interface ManagedTableView {
  title: string;
  base: string;
  contract: TableContract;
  /** The list's columns: a field or extra by name (a choice shows its label), or a column of its own. */
  columns: readonly (string | ListColumn<ManagedRow>)[];
  /** The options of each ref field (form and filters). */
  refs?: Readonly<Record<string, RefSource>>;
  /** Operation codes the buttons need (their menu's sysBaseCompetences). */
  ops?: { add?: string; edit?: string; remove?: string };
  /** Values of a new row beyond blanks (a sort number, the current term). */
  defaults?: Readonly<Record<string, FieldValue>>;
  /** Fixed filters of the list, and fixed values of new rows (a committee's members). */
  fixed?: Readonly<Record<string, string | number>>;
  /** More buttons of a row. */
  rowActions?: (row: ManagedRow) => ReactNode;
  /** A form field drawn by the page itself (a deputy picked with the chooser). */
  customFields?: Readonly<Record<string, (props: { value: FieldValue; onChange: (value: FieldValue) => void; invalid: boolean; row: ManagedRow | null }) => ReactNode>>;
  keywordLabel: string;
  /** The page without its own header (inside a dialog). */
  embedded?: boolean;
}

const idOf = (view: ManagedTableView, row: ManagedRow) => row[view.contract.idField] as number;
const fieldOf = (contract: TableContract, name: string) => contract.fields.find((f) => f.name === name);

function cellText(contract: TableContract, name: string, row: ManagedRow): string {
  const value = row[name];
  const field = fieldOf(contract, name);
  if (field?.kind === 'choice') return field.options.find((o) => o.value === value)?.label ?? String(value ?? '');
  return value === null || value === undefined ? '' : String(value);
}

function columnOf(view: ManagedTableView, column: string | ListColumn<ManagedRow>): ListColumn<ManagedRow> {
  if (typeof column !== 'string') return column;
  const label = fieldOf(view.contract, column)?.label ?? column;
  return { key: column, label, cell: (row) => cellText(view.contract, column, row) || '—' };
}

function problemText(error: unknown): string {
  return isApiError(error) ? error.msg : '操作失败，请稍后再试';
}

/** The form field a refusal is about, when the server names one. */
function refusedField(error: unknown): string | null {
  const field = isApiError(error) && error.data && typeof error.data === 'object' ? (error.data as { field?: unknown }).field : undefined;
  return typeof field === 'string' ? field : null;
}

/** The options of a ref field, from its table's reader. */
function RefSelect({ source, label, value, onChange, emptyOption, invalid }: { source: RefSource; label: string; value: string; onChange: (v: string) => void; emptyOption: string; invalid?: boolean }) {
  const { data, isError } = useManagedOptionsQuery({ url: source.url, params: source.params });
  const options = (data?.list ?? []).map((row) => ({ value: String(row[source.value]), label: String(row[source.label]) }));
  return (
    <Select
      size="sm"
      label={label}
      value={value}
      onChange={onChange}
      emptyOption={isError ? '选项加载失败' : emptyOption}
      options={options}
      aria-invalid={invalid || undefined}
    />
  );
}

type Draft = Record<string, string>;

const draftOf = (view: ManagedTableView, row: ManagedRow | null): Draft =>
  Object.fromEntries(
    view.contract.fields.map((f) => {
      const value = row ? row[f.name] : (view.fixed?.[f.name] ?? view.defaults?.[f.name] ?? null);
      return [f.name, value === null || value === undefined ? '' : String(value)];
    }),
  );

function FieldInput({ view, field, value, onChange, problem, row }: { view: ManagedTableView; field: FieldSpec; value: string; onChange: (v: string) => void; problem: string | null; row: ManagedRow | null }) {
  const custom = view.customFields?.[field.name];
  const input = (() => {
    if (custom) return custom({ value: value === '' ? null : value, onChange: (v) => onChange(v === null ? '' : String(v)), invalid: problem !== null, row });
    switch (field.kind) {
      case 'text':
        return field.multiline ? (
          <Textarea value={value} onChange={(e) => onChange(e.target.value)} maxLength={field.max} rows={3} />
        ) : (
          <Input value={value} onChange={(e) => onChange(e.target.value)} maxLength={field.max} inputMode={field.format === 'phone' ? 'tel' : field.format === 'url' ? 'url' : undefined} />
        );
      case 'int':
        return <Input value={value} onChange={(e) => onChange(e.target.value)} inputMode="numeric" />;
      case 'date':
        return <Input type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
      case 'choice':
        return <Select value={value} onChange={onChange} emptyOption="请选择" options={field.options} />;
      case 'ref': {
        const source = view.refs?.[field.name];
        return source ? <RefSelect source={source} label={field.label} value={value} onChange={onChange} emptyOption={field.required ? "请选择" : "无"} invalid={problem !== null} /> : null;
      }
    }
  })();
  return (
    <Field.Root required={field.required} invalid={problem !== null}>
      <Field.Label>
        {field.label}
        {field.required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      {field.kind === 'text' && !custom && (
        <Field.HelperText>
          {[...value].length}/{field.max}
        </Field.HelperText>
      )}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The add / edit dialog: the contract's fields, checked by the contract's own rules before sending. */
function RowDialog({ view, row, onClose }: { view: ManagedTableView; row: ManagedRow | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(view, row));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, { isLoading }] = useManagedSaveMutation();
  const fields = view.contract.fields.filter((f) => view.fixed?.[f.name] === undefined);

  const submit = async () => {
    const found = Object.fromEntries(view.contract.fields.map((f) => [f.name, fieldProblem(f, draft[f.name])]).filter(([, p]) => p !== null)) as Record<string, string>;
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ base: view.base, id: row ? idOf(view, row) : null, body: draft }).unwrap();
      toaster.create({ type: 'success', title: row ? '保存成功' : '添加成功' });
      onClose();
    } catch (error) {
      // A refusal about a field the form shows stands beside it; any other above the fields.
      const field = refusedField(error);
      if (field && fields.some((f) => f.name === field)) setProblems({ [field]: problemText(error) });
      else setRefusal(problemText(error));
    }
  };

  return (
    <FormDialog
      title={`${row ? '编辑' : '新增'}${view.contract.label}`}
      onClose={onClose}
      busy={isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={isLoading} busyText="保存中" />}
    >
      <Stack gap="4">
        {refusal && (
          <Text role="alert" color="red.600" fontSize="sm">
            {refusal}
          </Text>
        )}
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            view={view}
            field={field}
            row={row}
            value={draft[field.name]}
            problem={problems[field.name] ?? null}
            onChange={(value) => {
              setDraft((prev) => ({ ...prev, [field.name]: value }));
              setProblems((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== field.name)));
            }}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}

/** A gate for a button with an operation code; without one the page's own access decides. */
function Gate({ code, children }: { code?: string; children: ReactNode }) {
  return code ? <Permission code={code}>{children}</Permission> : <>{children}</>;
}

/**
 * The page of a managed table: filters (keyword, the contract's filters, enabled or not), the
 * list with 共 N 条 and paging (cards on a phone), and per row edit, enable/disable, move up
 * and down, delete after confirmation. Refusals of the server are shown as it words them.
 */
export function ManagedTablePage({ view }: { view: ManagedTableView }) {
  const menus = useOptionalMenus();
  const { contract } = view;
  const empty: Draft = { keyword: '', isValid: '', ...Object.fromEntries((contract.filters ?? []).filter((f) => view.fixed?.[f] === undefined).map((f) => [f, ''])) };
  const [draft, setDraft] = useState<Draft>(empty);
  const [applied, setApplied] = useState<Draft>(empty);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ row: ManagedRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ManagedRow | null>(null);
  const params: ManagedParams = { ...page, ...view.fixed, ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== '')) };
  const query = useManagedListQuery({ base: view.base, params });
  const [setValid] = useManagedValidMutation();
  const [move] = useManagedMoveMutation();
  const [remove, { isLoading: removing }] = useManagedDeleteMutation();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      toaster.create({ type: 'error', title: problemText(error) });
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const reset = () => {
    setDraft(empty);
    setApplied(empty);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const base = view.columns.map((c) => columnOf(view, c));
  const actions: ListColumn<ManagedRow> = {
    key: 'actions',
    label: '操作',
    cell: (row) => {
      const id = idOf(view, row);
      const name = base[0] ? String(base[0].cell(row)) : '';
      return (
        <HStack gap="1" wrap="wrap">
          {view.rowActions?.(row)}
          <Gate code={view.ops?.edit}>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setEditing({ row })} aria-label={`编辑 ${name}`}>
              编辑
            </Button>
          </Gate>
          {contract.toggles && (
            <Gate code={view.ops?.edit}>
              <Button size="xs" variant="outline" onClick={() => void run(() => setValid({ base: view.base, id, isValid: !row.isValid }).unwrap(), row.isValid ? '已停用' : '已启用')} aria-label={`${row.isValid ? '停用' : '启用'} ${name}`}>
                {row.isValid ? '停用' : '启用'}
              </Button>
            </Gate>
          )}
          {contract.sortField && (
            <Gate code={view.ops?.edit}>
              <IconButton size="xs" variant="ghost" aria-label={`上移 ${name}`} onClick={() => void run(() => move({ base: view.base, id, direction: 'up' }).unwrap(), '已上移')}>
                ↑
              </IconButton>
              <IconButton size="xs" variant="ghost" aria-label={`下移 ${name}`} onClick={() => void run(() => move({ base: view.base, id, direction: 'down' }).unwrap(), '已下移')}>
                ↓
              </IconButton>
            </Gate>
          )}
          <Gate code={view.ops?.remove}>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)} aria-label={`删除 ${name}`}>
              删除
            </Button>
          </Gate>
        </HStack>
      );
    },
  };
  const status: ListColumn<ManagedRow>[] = contract.toggles
    ? [{ key: 'isValid', label: '状态', cell: (row) => <Badge colorPalette={row.isValid ? 'green' : 'gray'}>{row.isValid ? '启用' : '停用'}</Badge> }]
    : [];
  const columns = [...base, ...status, actions];
  const filterFields = (contract.filters ?? []).filter((f) => view.fixed?.[f] === undefined).map((f) => fieldOf(contract, f)!);

  const body = (
    <>
      <Flex as="form" role="search" aria-label={`筛选${contract.label}`} onSubmit={search} gap="2" wrap="wrap" align="flex-end" mb="4">
        <Input size="sm" width={{ base: 'full', sm: '200px' }} value={draft.keyword} onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))} placeholder={view.keywordLabel} aria-label={view.keywordLabel} maxLength={100} />
        {filterFields.map((field) =>
          field.kind === 'ref' && view.refs?.[field.name] ? (
            <Box key={field.name} width={{ base: 'full', sm: '180px' }}>
              <RefSelect source={view.refs[field.name]} label={field.label} value={draft[field.name]} onChange={(v) => setDraft((d) => ({ ...d, [field.name]: v }))} emptyOption={`全部${field.label}`} />
            </Box>
          ) : field.kind === 'choice' ? (
            <Select key={field.name} size="sm" width={{ base: 'full', sm: '160px' }} label={field.label} value={draft[field.name]} onChange={(v) => setDraft((d) => ({ ...d, [field.name]: v }))} emptyOption={`全部${field.label}`} options={field.options} />
          ) : (
            <Input key={field.name} size="sm" width={{ base: 'full', sm: '100px' }} value={draft[field.name]} onChange={(e) => setDraft((d) => ({ ...d, [field.name]: e.target.value }))} placeholder={field.label} aria-label={field.label} inputMode="numeric" />
          ),
        )}
        {contract.toggles && (
          <Select size="sm" width={{ base: 'full', sm: '120px' }} label="状态" value={draft.isValid} onChange={(v) => setDraft((d) => ({ ...d, isValid: v }))} emptyOption="全部状态" options={[{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }]} />
        )}
        <FilterActions onReset={reset} />
        <Box flex="1" />
        <Gate code={view.ops?.add}>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({ row: null })}>
            新增{contract.label}
          </Button>
        </Gate>
      </Flex>
      <ListResults
        label={`${contract.label}列表`}
        query={query}
        rowKey={(row) => idOf(view, row)}
        columns={columns}
        striped
        card={(row) => (
          <>
            <ListCard number={`#${idOf(view, row)}`} marks={status[0]?.cell(row)} title={<Text fontWeight="medium">{base[0]?.cell(row)}</Text>} details={base.slice(1).map((c) => `${c.label}：${String(c.cell(row))}`).join('  ')} />
            <Box mt="2">{actions.cell(row)}</Box>
          </>
        )}
        emptyText={`暂无${contract.label}`}
        paging={{
          pageNum: page.pageNum,
          pageSize: page.pageSize,
          onPage: (pageNum) => setPage((p) => ({ ...p, pageNum })),
          onPageSize: (pageSize) => setPage({ pageNum: 1, pageSize }),
        }}
      />
      {editing && <RowDialog view={view} row={editing.row} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除${contract.label}“${String(base[0]?.cell(deleting) ?? '')}”吗？删除后不能恢复。` : ''}
        busy={removing}
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting!;
          setDeleting(null);
          void run(() => remove({ base: view.base, id: idOf(view, row) }).unwrap(), '删除成功');
        }}
      />
    </>
  );
  if (view.embedded) return body;
  return <ListPage header={<PageHeader title={view.title} trail={menus?.trail ?? []} />}>{body}</ListPage>;
}
