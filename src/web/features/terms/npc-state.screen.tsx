import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { ListStates } from '@web/components/list-states';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { useSessionsQuery, type Session } from './terms.api';
import { DeleteSessionConfirm, MakeCurrentConfirm, SessionDialog } from './session-dialog';
import { WINDOW_STATE_LABEL, sortedSessions, termGroups, windowLabel, windowState } from './terms.model';

type Action = { kind: 'add' } | { kind: 'edit' | 'delete' | 'current'; session: Session } | null;

const meetLabel = (session: Session) => (session.currentMeetStatus === 1 ? '大会期间' : '闭会期间');

function SessionMarks({ session }: { session: Session }) {
  const state = windowState(session, new Date());
  return (
    <HStack gap="1" wrap="wrap">
      {session.isCurrentTermTimes && <Badge colorPalette="brand">当前届次</Badge>}
      <Badge colorPalette={state === 'open' ? 'green' : 'gray'}>议案{WINDOW_STATE_LABEL[state]}</Badge>
    </HStack>
  );
}

function SessionActions({ session, act }: { session: Session; act: (action: Action) => void }) {
  const name = `${session.termShow}${session.timesShow}`;
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => act({ kind: 'edit', session })} aria-label={`编辑${name}`}>
        编辑
      </Button>
      {!session.isCurrentTermTimes && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => act({ kind: 'current', session })} aria-label={`将${name}设为当前届次`}>
          设为当前
        </Button>
      )}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={() => act({ kind: 'delete', session })}
        aria-label={`删除${name}`}
        disabled={session.isCurrentTermTimes}
        title={session.isCurrentTermTimes ? '当前届次不能删除' : session.recordCount > 0 ? `已有${session.recordCount}条记录，不能删除` : undefined}
      >
        删除
      </Button>
    </HStack>
  );
}

function columns(act: (action: Action) => void, withTerm: boolean): ListColumn<Session>[] {
  return [
    ...(withTerm ? [{ key: 'term', label: '届', cell: (s: Session) => s.termShow }] : []),
    { key: 'times', label: '次', cell: (s) => s.timesShow },
    { key: 'start', label: '开始日期', cell: (s) => s.timesStartTime ?? '—' },
    { key: 'meet', label: '会议状态', cell: meetLabel },
    { key: 'window', label: '议案提交时间', cell: (s) => windowLabel(s), wide: true },
    { key: 'marks', label: '状态', cell: (s) => <SessionMarks session={s} /> },
    { key: 'records', label: '记录数', cell: (s) => s.recordCount },
    { key: 'actions', label: '操作', cell: (s) => <SessionActions session={s} act={act} /> },
  ];
}

function SessionCard({ session, act }: { session: Session; act: (action: Action) => void }) {
  return (
    <Stack gap="1">
      <HStack justify="space-between" align="flex-start">
        <Text fontWeight="medium">
          {session.termShow}
          {session.timesShow}
        </Text>
        <SessionMarks session={session} />
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {meetLabel(session)} · 开始日期 {session.timesStartTime ?? '—'} · 记录 {session.recordCount} 条
      </Text>
      <Text fontSize="xs" color="fg.muted">
        议案提交：{windowLabel(session)}
      </Text>
      <SessionActions session={session} act={act} />
    </Stack>
  );
}

function Dialogs({ action, close }: { action: Action; close: () => void }) {
  if (!action) return null;
  if (action.kind === 'add') return <SessionDialog session={null} onClose={close} />;
  if (action.kind === 'edit') return <SessionDialog session={action.session} onClose={close} />;
  if (action.kind === 'delete') return <DeleteSessionConfirm session={action.session} onClose={close} />;
  return <MakeCurrentConfirm session={action.session} onClose={close} />;
}

function useSessionPage(title: string) {
  const menus = useOptionalMenus();
  const [action, setAction] = useState<Action>(null);
  const header = (
    <PageHeader
      title={title}
      trail={menus?.trail ?? []}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setAction({ kind: 'add' })}>
          新增届次
        </Button>
      }
    />
  );
  return { header, action, setAction, dialogs: <Dialogs action={action} close={() => setAction(null)} /> };
}

/**
 * npcStateManager: every session of every term in one list, the current term first (terms by
 * their Chinese number), with its 议案 window; add, edit, make current, delete.
 */
export function NpcStateManagerScreen() {
  const { header, setAction, dialogs } = useSessionPage('届次管理');
  const query = useSessionsQuery();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const all = useMemo(() => sortedSessions(query.data?.list ?? []), [query.data]);
  const page = all.slice((paging.pageNum - 1) * paging.pageSize, paging.pageNum * paging.pageSize);
  const listQuery = { ...query, data: query.data ? { list: page, total: all.length } : undefined };
  return (
    <ListPage header={header} label="届次列表">
      <ListResults
        label="届次"
        query={listQuery}
        rowKey={(s) => s.stateId}
        columns={columns(setAction, true)}
        card={(s) => <SessionCard session={s} act={setAction} />}
        emptyText="暂无届次，请新增届次"
        paging={{
          ...paging,
          onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }),
        }}
      />
      {dialogs}
    </ListPage>
  );
}

/** npcStateManagerNew: each term (newest first, by its Chinese number) with its sessions nested under it. */
export function NpcStateManagerNewScreen() {
  const { header, setAction, dialogs } = useSessionPage('届次管理（按届）');
  const query = useSessionsQuery();
  const groups = useMemo(() => termGroups(query.data?.list ?? []), [query.data]);
  const listQuery = { ...query, data: query.data ? { list: groups, total: groups.length } : undefined };
  return (
    <ListPage header={header}>
      <ListStates query={listQuery} empty={<EmptyState text="暂无届次，请新增届次" />}>
        {(list) => (
          <Stack gap="6">
            {list.map((group) => (
              <Box as="section" key={group.term} aria-labelledby={`term-${group.term}`}>
                <HStack mb="2" gap="2">
                  <Heading as="h2" size="md" id={`term-${group.term}`}>
                    {group.termShow}
                  </Heading>
                  {group.isCurrent && <Badge colorPalette="brand">当前届</Badge>}
                  <Text fontSize="sm" color="fg.muted">
                    共 {group.sessions.length} 次会议
                  </Text>
                </HStack>
                <ListResults
                  label={`${group.termShow}的会议`}
                  query={{ ...query, data: { list: group.sessions, total: group.sessions.length } }}
                  rowKey={(s) => s.stateId}
                  columns={columns(setAction, false)}
                  card={(s) => <SessionCard session={s} act={setAction} />}
                  emptyText="本届暂无会议"
                  paging={{ pageNum: 1, pageSize: 100, onPage: () => {}, onPageSize: () => {} }}
                />
              </Box>
            ))}
          </Stack>
        )}
      </ListStates>
      {dialogs}
    </ListPage>
  );
}
