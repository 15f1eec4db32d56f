import { Badge, Box, Button, Grid, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { deputyRecordEventLabels } from '@machines/deputy-record/deputy-record.events';
import type { DeputyChangePage } from '@shared/contracts/deputies';
import { DEPUTY_MSG } from '@shared/deputies';
import { ErrorState } from '@web/components/error-state';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { chinaToday, dateLabel, dateTimeLabel } from '@web/lib/china-time';
import { ApplicationPanel, ChangeLines, DeputyStatusBadge, eventTitle } from './components/deputy-record-view';
import { DeputyEventButtons } from './components/deputy-events';
import { useDelegationChoices } from './components/deputy-options';
import { useDeputyChangesQuery, useDeputyRecordQuery, useDeputyRecordsQuery, useDeputyRosterAsOfQuery, type DeputyRecord } from './deputy-records.api';
import { applicationOf } from './deputy-records.model';
import { DEPUTY_RECORD_PATHS } from './paths';

const showPath = (id: number) => `${DEPUTY_RECORD_PATHS.show}?id=${id}`;

/** The opened application: the comparison beside the record, 审核通过 / 审核不通过; once decided it says so and stays open. */
function Review({ id }: { id: number }) {
  const query = useDeputyRecordQuery(id);
  const record = query.data;
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !record) return <ErrorState title={DEPUTY_MSG.fetchFailed} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{record.delegateName}</Text>
        <DeputyStatusBadge status={record.auditStatus} label={record.auditStatusLabel} />
        <Text fontSize="sm" color="fg.muted">
          {record.delegationName}
        </Text>
        <Link to={showPath(record.delegateId)}>
          <Text as="span" fontSize="sm" color="brand.600" textDecoration="underline">
            查看完整信息
          </Text>
        </Link>
      </HStack>
      {applicationOf(record) ? (
        <ApplicationPanel record={record} actions={<DeputyEventButtons record={record} only={['APPROVE', 'REFUSE']} />} />
      ) : (
        <Text color="fg.muted">该申请已处理。</Text>
      )}
    </Stack>
  );
}

/** 代表审核 (npcMsgExamined): the applications waiting for the office; one opened shows its comparison and the decision. */
export function DeputyExaminedScreen() {
  const menus = useOptionalMenus();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const query = useDeputyRecordsQuery({ pending: true, ...(applied ? { keyword: applied } : {}), ...paging });
  const columns: readonly ListColumn<DeputyRecord>[] = [
    { key: 'name', label: '姓名', cell: (r) => r.delegateName },
    { key: 'delegation', label: '所属代表团', cell: (r) => r.delegationName ?? '—' },
    { key: 'type', label: '申请类型', cell: (r) => <Badge colorPalette="orange">{applicationOf(r)?.label ?? r.auditStatusLabel}</Badge> },
    { key: 'status', label: '状态', cell: (r) => <DeputyStatusBadge status={r.auditStatus} label={r.auditStatusLabel} /> },
    { key: 'time', label: '申请时间', cell: (r) => <time dateTime={r.updateTime}>{dateTimeLabel(r.updateTime)}</time> },
    {
      key: 'actions',
      label: '操作',
      cell: (r) => (
        <Button size="xs" colorPalette="brand" variant={opened === r.delegateId ? 'solid' : 'outline'} onClick={() => setOpened(r.delegateId)} aria-label={`审核 ${r.delegateName}`}>
          审核
        </Button>
      ),
    },
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(keyword.trim());
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  return (
    <Stack gap="4">
      <ListPage header={<PageHeader title="代表审核" trail={menus?.trail ?? []} />}>
        <HStack as="form" role="search" aria-label="筛选申请" onSubmit={search} gap="2" mb="4" wrap="wrap">
          <Input size="sm" width={{ base: 'full', sm: '200px' }} placeholder="姓名或手机号码" aria-label="姓名或手机号码" maxLength={50} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <FilterActions
            onReset={() => {
              setKeyword('');
              setApplied('');
            }}
          />
        </HStack>
        <ListResults
          label="待审核的申请"
          query={query}
          rowKey={(r) => r.delegateId}
          columns={columns}
          striped
          card={(r) => (
            <Stack gap="1">
              <HStack justify="space-between">
                <Text fontWeight="medium">{r.delegateName}</Text>
                <Badge colorPalette="orange">{applicationOf(r)?.label}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {r.delegationName} · {dateTimeLabel(r.updateTime)}
              </Text>
              <Button size="xs" colorPalette="brand" variant="outline" alignSelf="flex-start" onClick={() => setOpened(r.delegateId)} aria-label={`审核 ${r.delegateName}`}>
                审核
              </Button>
            </Stack>
          )}
          emptyText="暂无待审核的申请"
          paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
        />
      </ListPage>
      {opened !== null && (
        <Box as="section" aria-label="审核申请">
          <Review key={opened} id={opened} />
        </Box>
      )}
    </Stack>
  );
}

const EVENT_CHOICES = (['CREATE', 'UPDATE', ...Object.keys(deputyRecordEventLabels)] as string[]).map((value) => ({ value, label: eventTitle(value) }));

interface ChangeFilters {
  keyword: string;
  eventType: string;
  fkDelegationId: string;
  from: string;
  to: string;
}
const NO_CHANGE_FILTERS: ChangeFilters = { keyword: '', eventType: '', fkDelegationId: '', from: '', to: '' };
type ChangeRow = DeputyChangePage['list'][number];

function ChangeList() {
  const delegations = useDelegationChoices();
  const [draft, setDraft] = useState(NO_CHANGE_FILTERS);
  const [filters, setFilters] = useState(NO_CHANGE_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '').map(([k, v]) => [k, k === 'fkDelegationId' ? Number(v) : k === 'keyword' ? v.trim() : v]));
  const query = useDeputyChangesQuery({ ...params, ...paging });
  const apply = (next: ChangeFilters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const columns: readonly ListColumn<ChangeRow>[] = [
    { key: 'time', label: '时间', cell: (r) => <time dateTime={r.createTime}>{dateTimeLabel(r.createTime)}</time> },
    { key: 'name', label: '代表', cell: (r) => <Link to={showPath(r.delegateId)}>{r.delegateName}</Link> },
    { key: 'delegation', label: '代表团', cell: (r) => r.delegationName ?? '—' },
    { key: 'event', label: '变更事项', cell: (r) => eventTitle(r.eventType) },
    { key: 'changes', label: '变更内容', wide: true, cell: (r) => (r.changes.length > 0 ? <ChangeLines changes={r.changes} /> : (r.opinion ?? '—')) },
    { key: 'who', label: '操作人', cell: (r) => r.actorName ?? '—' },
  ];
  return (
    <>
      <Grid
        as="form"
        role="search"
        aria-label="筛选变更记录"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          apply(draft);
        }}
        templateColumns={{ base: '1fr', sm: 'repeat(auto-fill, minmax(160px, 1fr))' }}
        gap="2"
        mb="4"
      >
        <Input size="sm" placeholder="代表姓名" aria-label="代表姓名" maxLength={50} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <Select size="sm" label="变更事项" value={draft.eventType} options={EVENT_CHOICES} emptyOption="全部事项" onChange={(eventType) => setDraft({ ...draft, eventType })} />
        <Select size="sm" label="代表团" value={draft.fkDelegationId} options={delegations} emptyOption="全部代表团" onChange={(fkDelegationId) => setDraft({ ...draft, fkDelegationId })} />
        <Input size="sm" type="date" aria-label="开始日期" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <Input size="sm" type="date" aria-label="结束日期" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <FilterActions
          onReset={() => {
            setDraft(NO_CHANGE_FILTERS);
            apply(NO_CHANGE_FILTERS);
          }}
        />
      </Grid>
      <ListResults
        label="变更记录"
        query={query}
        rowKey={(r) => r.historyId}
        columns={columns}
        striped
        card={(r) => (
          <Stack gap="1">
            <Text fontWeight="medium">
              {r.delegateName} · {eventTitle(r.eventType)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {r.delegationName} · {dateTimeLabel(r.createTime)}
            </Text>
            <ChangeLines changes={r.changes} />
          </Stack>
        )}
        emptyText="暂无变更记录"
        paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
    </>
  );
}

/** 按日期查看名册: who served in which delegation on a day. */
function RosterAsOf() {
  const delegations = useDelegationChoices();
  const [date, setDate] = useState(chinaToday);
  const [delegation, setDelegation] = useState('');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const query = useDeputyRosterAsOfQuery({ date, ...(delegation ? { fkDelegationId: Number(delegation) } : {}), ...(keyword.trim() ? { keyword: keyword.trim() } : {}), ...paging }, { skip: !date });
  type Row = NonNullable<typeof query.data>['list'][number];
  const columns: readonly ListColumn<Row>[] = [
    { key: 'name', label: '姓名', cell: (r) => <Link to={showPath(r.delegateId)}>{r.delegateName}</Link> },
    { key: 'delegation', label: '所属代表团', cell: (r) => r.delegationName ?? '—' },
    { key: 'from', label: '任职起', cell: (r) => dateLabel(r.validFrom) },
    { key: 'to', label: '任职止', cell: (r) => (r.validTo ? dateLabel(r.validTo) : '至今') },
  ];
  const first = (apply: () => void) => {
    apply();
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <>
      <HStack gap="2" mb="4" wrap="wrap">
        <Input size="sm" type="date" width={{ base: 'full', sm: '180px' }} aria-label="名册日期" value={date} max={chinaToday()} onChange={(e) => first(() => setDate(e.target.value))} />
        <Box width={{ base: 'full', sm: '180px' }}>
          <Select size="sm" label="名册代表团" value={delegation} options={delegations} emptyOption="全部代表团" onChange={(value) => first(() => setDelegation(value))} />
        </Box>
        <Input size="sm" width={{ base: 'full', sm: '180px' }} placeholder="代表姓名" aria-label="名册代表姓名" maxLength={50} value={keyword} onChange={(e) => first(() => setKeyword(e.target.value))} />
      </HStack>
      <ListResults
        label="名册"
        query={query}
        rowKey={(r) => `${r.delegateId}-${r.validFrom}`}
        columns={columns}
        striped
        emptyText="该日无在任代表"
        paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
    </>
  );
}

/** 变更记录 (npcMsgChangeHistory): every record's events with what they changed, and the roster as of a day. */
export function DeputyChangesScreen() {
  const menus = useOptionalMenus();
  return (
    <ListPage header={<PageHeader title="变更记录" trail={menus?.trail ?? []} />}>
      <Tabs.Root defaultValue="changes" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="changes">变更记录</Tabs.Trigger>
          <Tabs.Trigger value="asOf">按日期查看名册</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="changes">
          <ChangeList />
        </Tabs.Content>
        <Tabs.Content value="asOf">
          <RosterAsOf />
        </Tabs.Content>
      </Tabs.Root>
    </ListPage>
  );
}

