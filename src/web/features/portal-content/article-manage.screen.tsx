import { Badge, Box, Button, Checkbox, Field, Flex, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { ArticleRow, ManagedArticle } from '@shared/contracts/portal-content';
import { ARTICLE_STATE_LABEL, PORTAL_LIMITS, type ArticleState } from '@shared/portal-content';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { uploadEditorFile } from '@web/features/files';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission, PermissionCell } from '@web/features/permissions';
import { dateTimeLabel, fromChinaInput, toChinaInput } from '@web/lib/china-time';
import {
  useDeleteArticleMutation,
  useManagedArticleQuery,
  useManagedArticlesQuery,
  useManagedColumnsQuery,
  usePublishArticleMutation,
  useSaveArticleMutation,
  useUnpublishArticleMutation,
} from './portal-content.api';
import { fieldErrorOf, Hint, PictureField, TextInput, toastDone, toastError } from './portal-content.parts';

const RichTextEditor = lazy(() => import('@web/components/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

const STATE_COLOR: Record<ArticleState, string> = { draft: 'gray', scheduled: 'orange', published: 'green' };

interface Filters {
  fkColumnId: string;
  state: string;
  title: string;
  pageNum: number;
  pageSize: number;
}
const INITIAL: Filters = { fkColumnId: '', state: '', title: '', pageNum: 1, pageSize: 10 };

/** The columns the user keeps, as choices: "station · column". */
function useColumnOptions() {
  const { data } = useManagedColumnsQuery({ pageNum: 1, pageSize: 100 });
  return (data?.list ?? []).map((c) => ({ value: String(c.columnId), label: `${c.stationName ?? '中心站'} · ${c.columnName}` }));
}

/** 文章管理 (/manager/deputyStation/articleManage): write, publish, schedule and withdraw the portal's articles. */
export function ArticleManageScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [draft, setDraft] = useState<Filters>(INITIAL);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [publishing, setPublishing] = useState<ArticleRow | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'unpublish' | 'delete'; row: ArticleRow } | null>(null);
  const columnOptions = useColumnOptions();
  const query = useManagedArticlesQuery({
    pageNum: filters.pageNum,
    pageSize: filters.pageSize,
    ...(filters.fkColumnId ? { fkColumnId: Number(filters.fkColumnId) } : {}),
    ...(filters.state ? { state: filters.state as ArticleState } : {}),
    ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
  });
  const [unpublish, unpublishing] = useUnpublishArticleMutation();
  const [remove, removing] = useDeleteArticleMutation();

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'unpublish') {
        await unpublish(confirming.row.resourcesId).unwrap();
        toastDone('已撤销发布，门户不再显示该文章');
      } else {
        await remove(confirming.row.resourcesId).unwrap();
        toastDone('文章已删除');
      }
      setConfirming(null);
    } catch (error) {
      toastError(error);
    }
  };

  const columns: ListColumn<ArticleRow>[] = [
    { key: 'title', label: '标题', cell: (row) => row.title, wide: true },
    { key: 'column', label: '栏目', cell: (row) => `${row.stationName ?? '中心站'} · ${row.columnName}` },
    {
      key: 'state',
      label: '发布状态',
      cell: (row) => (
        <Stack gap="0.5">
          <Badge colorPalette={STATE_COLOR[row.state]} w="fit-content">
            {ARTICLE_STATE_LABEL[row.state]}
          </Badge>
          {row.publishedAt && <Text fontSize="xs" color="fg.muted">{dateTimeLabel(row.publishedAt)}</Text>}
        </Stack>
      ),
    },
    { key: 'carousel', label: '轮播', cell: (row) => (row.isCarousel ? '是' : '否') },
    {
      key: 'actions',
      label: '操作',
      cell: (row) => (
        <HStack gap="1" wrap="wrap">
          <PermissionCell>
            <Permission code="articleEdit">
              <Button size="xs" variant="outline" onClick={() => setEditing(row.resourcesId)} aria-label={`编辑 ${row.title}`}>
                编辑
              </Button>
            </Permission>
            {row.state === 'draft' ? (
              <Permission code="articleAdd">
                <Button size="xs" colorPalette="brand" onClick={() => setPublishing(row)} aria-label={`发布 ${row.title}`}>
                  发布
                </Button>
              </Permission>
            ) : (
              <Permission code="articleAdd">
                <Button size="xs" variant="outline" colorPalette="orange" onClick={() => setConfirming({ kind: 'unpublish', row })} aria-label={`撤销发布 ${row.title}`}>
                  撤销发布
                </Button>
              </Permission>
            )}
            {row.state === 'draft' && (
              <Permission code="articleDelete">
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming({ kind: 'delete', row })} aria-label={`删除 ${row.title}`}>
                  删除
                </Button>
              </Permission>
            )}
          </PermissionCell>
        </HStack>
      ),
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, pageNum: 1 });
  };

  return (
    <ListPage
      header={
        <PageHeader
          title="文章管理"
          trail={menus?.trail ?? []}
          actions={
            <Permission code="articleAdd">
              <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
                新增文章
              </Button>
            </Permission>
          }
        />
      }
    >
      <Hint>新增的文章为未发布状态；发布后立即在门户显示，定时发布的文章自设定时间起显示；撤销发布后门户、文章页和搜索中均不再出现。</Hint>
      <Flex as="form" role="search" aria-label="筛选文章" onSubmit={search} gap="2" wrap="wrap" mb="4">
        <Box minW={{ base: 'full', sm: '220px' }}>
          <Select size="sm" label="栏目" value={draft.fkColumnId} onChange={(fkColumnId) => setDraft({ ...draft, fkColumnId })} options={columnOptions} emptyOption="全部栏目" />
        </Box>
        <Box minW={{ base: 'full', sm: '140px' }}>
          <Select
            size="sm"
            label="发布状态"
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state })}
            options={Object.entries(ARTICLE_STATE_LABEL).map(([value, label]) => ({ value, label }))}
            emptyOption="全部状态"
          />
        </Box>
        <Input size="sm" width={{ base: 'full', sm: '220px' }} aria-label="标题" placeholder="标题" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        <FilterActions
          onReset={() => {
            setDraft(INITIAL);
            setFilters(INITIAL);
          }}
        />
      </Flex>
      <ListResults
        label="文章列表"
        query={query}
        rowKey={(row) => row.resourcesId}
        columns={columns}
        emptyText="暂无文章"
        paging={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 })),
        }}
      />
      {editing !== null && <ArticleDialog resourcesId={editing === 'new' ? null : editing} columnOptions={columnOptions} onClose={() => setEditing(null)} />}
      {publishing && <PublishDialog article={publishing} onClose={() => setPublishing(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        message={
          confirming?.kind === 'delete'
            ? `确定删除文章“${confirming.row.title}”吗？删除后不可恢复。`
            : `确定撤销发布“${confirming?.row.title ?? ''}”吗？门户将不再显示该文章。`
        }
        confirmText={confirming?.kind === 'delete' ? '删除' : '撤销发布'}
        busy={unpublishing.isLoading || removing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </ListPage>
  );
}

interface ArticleForm {
  fkColumnId: string;
  title: string;
  source: string;
  content: string;
  thumbnail: string | null;
  isCarousel: boolean;
}

function formOf(article: ManagedArticle | undefined): ArticleForm {
  return article
    ? { fkColumnId: String(article.fkColumnId), title: article.title, source: article.source ?? '', content: article.content, thumbnail: article.thumbnail, isCarousel: article.isCarousel }
    : { fkColumnId: '', title: '', source: '', content: '', thumbnail: null, isCarousel: false };
}

function ArticleDialog({ resourcesId, columnOptions, onClose }: { resourcesId: number | null; columnOptions: { value: string; label: string }[]; onClose: () => void }) {
  const existing = useManagedArticleQuery(resourcesId ?? 0, { skip: resourcesId === null, refetchOnMountOrArgChange: true });
  if (resourcesId !== null && !existing.data) {
    return (
      <FormDialog title="编辑文章" onClose={onClose} size="xl">
        {existing.isError ? <Text color="red.600">文章读取失败，请关闭后重试</Text> : <LoadingState />}
      </FormDialog>
    );
  }
  return <ArticleFormDialog resourcesId={resourcesId} initial={formOf(existing.data)} columnOptions={columnOptions} onClose={onClose} />;
}

function ArticleFormDialog({ resourcesId, initial, columnOptions, onClose }: { resourcesId: number | null; initial: ArticleForm; columnOptions: { value: string; label: string }[]; onClose: () => void }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveArticleMutation();
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => setForm((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!form.fkColumnId) found.fkColumnId = '请选择栏目';
    if (!form.title.trim()) found.title = '请输入文章标题';
    if (!form.content.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(form.content)) found.content = '请输入文章内容';
    if (form.isCarousel && !form.thumbnail) found.thumbnail = '轮播文章须上传缩略图';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        resourcesId,
        body: { fkColumnId: Number(form.fkColumnId), title: form.title, source: form.source.trim() || null, content: form.content, thumbnail: form.thumbnail, isCarousel: form.isCarousel },
      }).unwrap();
      toastDone(resourcesId === null ? '文章已保存（未发布）' : '文章已保存');
      onClose();
    } catch (error) {
      const { field, message } = fieldErrorOf(error);
      if (field) setErrors({ [field]: message });
      else toastError(error);
    }
  };

  return (
    <FormDialog
      title={resourcesId === null ? '新增文章' : '编辑文章'}
      onClose={onClose}
      busy={saving.isLoading}
      size="xl"
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={saving.isLoading} busyText="保存中" />}
    >
      <Stack gap="3">
        <Field.Root invalid={errors.fkColumnId !== undefined} required>
          <Field.Label>
            栏目
            <Field.RequiredIndicator />
          </Field.Label>
          <Select size="sm" value={form.fkColumnId} onChange={(value) => set('fkColumnId', value)} options={columnOptions} emptyOption="未选择" />
          {errors.fkColumnId && <Field.ErrorText>{errors.fkColumnId}</Field.ErrorText>}
        </Field.Root>
        <TextInput label="标题" required value={form.title} onChange={(value) => set('title', value)} error={errors.title} max={PORTAL_LIMITS.title} />
        <TextInput label="来源" value={form.source} onChange={(value) => set('source', value)} error={errors.source} max={100} />
        <PictureField label="缩略图" value={form.thumbnail} onChange={(value) => set('thumbnail', value)} error={errors.thumbnail} />
        <Checkbox.Root checked={form.isCarousel} onCheckedChange={(e) => set('isCarousel', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>在门户轮播图中展示</Checkbox.Label>
        </Checkbox.Root>
        <Field.Root invalid={errors.content !== undefined} required>
          <Field.Label>
            正文
            <Field.RequiredIndicator />
          </Field.Label>
          <Box w="full">
            <Suspense fallback={<LoadingState />}>
              <RichTextEditor label="正文" value={form.content} onChange={(html) => set('content', html)} onUpload={(file, onProgress) => uploadEditorFile(file, onProgress)} invalid={errors.content !== undefined} />
            </Suspense>
          </Box>
          {errors.content && <Field.ErrorText>{errors.content}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

function PublishDialog({ article, onClose }: { article: ArticleRow; onClose: () => void }) {
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [when, setWhen] = useState(() => toChinaInput(new Date(Date.now() + 3_600_000)));
  const [error, setError] = useState<string | null>(null);
  const [publish, publishing] = usePublishArticleMutation();

  const submit = async () => {
    let publishedAt: string | undefined;
    if (mode === 'later') {
      const moment = fromChinaInput(when);
      if (moment === null || Date.parse(moment) <= Date.now()) {
        setError('请选择晚于当前的发布时间');
        return;
      }
      publishedAt = moment;
    }
    try {
      const answer = await publish({ resourcesId: article.resourcesId, body: publishedAt ? { publishedAt } : {} }).unwrap();
      toastDone(answer.state === 'scheduled' ? `已定时发布：${dateTimeLabel(answer.publishedAt)}` : '已发布，门户即时显示');
      onClose();
    } catch (failure) {
      toastError(failure);
    }
  };

  return (
    <FormDialog
      title="发布文章"
      subtitle={article.title}
      onClose={onClose}
      busy={publishing.isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel={mode === 'now' ? '立即发布' : '定时发布'} busy={publishing.isLoading} />}
    >
      <Stack gap="3">
        <RadioGroup.Root value={mode} onValueChange={(e) => setMode(e.value === 'later' ? 'later' : 'now')} aria-label="发布方式">
          <HStack gap="5">
            <RadioGroup.Item value="now">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>立即发布</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="later">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>定时发布</RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
        {mode === 'later' && (
          <Field.Root invalid={error !== null} required>
            <Field.Label>发布时间</Field.Label>
            <Input size="sm" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
