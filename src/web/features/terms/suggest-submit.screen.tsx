import { Badge, Button, Field, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { errorMessage } from '@web/lib/http-error';
import { MSG } from '@shared/messages';
import { useSessionsQuery, useUpdateSubmitSettingsMutation, type Session } from './terms.api';
import { MIN_SIGNERS, sortedSessions, windowLabel } from './terms.model';

const recessLabel = (session: Session) => (session.suggestInRecess ? '可提交' : '不可提交');

/** 提交设置 of one session: the co-signers a proposal needs, and whether suggestions are taken in recess. */
function SettingsDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const [signers, setSigners] = useState(String(session.proposalMinSigners));
  const [inRecess, setInRecess] = useState(session.suggestInRecess);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useUpdateSubmitSettingsMutation();
  const submit = async () => {
    const value = Number(signers);
    if (!/^\d+$/.test(signers.trim()) || value < MIN_SIGNERS.minimum || value > MIN_SIGNERS.maximum) {
      setProblem(`联名人数须为${MIN_SIGNERS.minimum}至${MIN_SIGNERS.maximum}的整数`);
      return;
    }
    try {
      await save({ stateId: session.stateId, body: { proposalMinSigners: value, suggestInRecess: inRecess } }).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <FormDialog
      title={`提交设置：${session.termShow}${session.timesShow}`}
      onClose={onClose}
      busy={saving.isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={saving.isLoading} busyText="保存中" />}
    >
      <Stack gap="4">
        <Field.Root required invalid={problem !== null}>
          <Field.Label>
            议案联名人数（含领衔代表）
            <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="numeric" maxLength={3} value={signers} onChange={(e) => (setSigners(e.target.value), setProblem(null))} />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>以代表团名义提出的议案不受此限</Field.HelperText>}
        </Field.Root>
        <Switch.Root checked={inRecess} onCheckedChange={(e) => setInRecess(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>闭会期间可提交建议</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          议案提交时间在「届次管理」中设置，当前为：{windowLabel(session)}
        </Text>
      </Stack>
    </FormDialog>
  );
}

/**
 * suggestSubmit: what a deputy's submission needs in each session — the co-signers of a
 * proposal and whether suggestions are taken in recess. The machines receive these with SUBMIT.
 */
export function SuggestSubmitScreen() {
  const menus = useOptionalMenus();
  const query = useSessionsQuery();
  const [editing, setEditing] = useState<Session | null>(null);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const all = useMemo(() => sortedSessions(query.data?.list ?? []), [query.data]);
  const page = all.slice((paging.pageNum - 1) * paging.pageSize, paging.pageNum * paging.pageSize);
  const edit = (session: Session) => (
    <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(session)} aria-label={`设置${session.termShow}${session.timesShow}`}>
      设置
    </Button>
  );
  const COLUMNS: ListColumn<Session>[] = [
    {
      key: 'session',
      label: '届次',
      cell: (s) => (
        <HStack gap="1">
          <Text>
            {s.termShow}
            {s.timesShow}
          </Text>
          {s.isCurrentTermTimes && <Badge colorPalette="brand">当前</Badge>}
        </HStack>
      ),
    },
    { key: 'signers', label: '议案联名人数', cell: (s) => `${s.proposalMinSigners} 人` },
    { key: 'recess', label: '闭会期间提交建议', cell: recessLabel },
    { key: 'window', label: '议案提交时间', cell: (s) => windowLabel(s), wide: true },
    { key: 'actions', label: '操作', cell: edit },
  ];
  return (
    <ListPage header={<PageHeader title="提交设置" trail={menus?.trail ?? []} />} label="各届次的提交设置">
      <Text fontSize="sm" color="fg.muted" mb="4">
        代表提交议案、建议时按所属届次的设置检查：议案须达到联名人数（以代表团名义提出的除外）并在议案提交时间内；建议可设置闭会期间是否接收。
      </Text>
      <ListResults
        label="提交设置"
        query={{ ...query, data: query.data ? { list: page, total: all.length } : undefined }}
        rowKey={(s) => s.stateId}
        columns={COLUMNS}
        card={(s) => (
          <Stack gap="1">
            <Text fontWeight="medium">
              {s.termShow}
              {s.timesShow}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              议案联名 {s.proposalMinSigners} 人 · 闭会期间建议{recessLabel(s)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              议案提交：{windowLabel(s)}
            </Text>
            {edit(s)}
          </Stack>
        )}
        emptyText="暂无届次，请先在届次管理中新增"
        paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
      {editing && <SettingsDialog session={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
