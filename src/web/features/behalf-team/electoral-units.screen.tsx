import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ElectoralDeputy } from '@shared/contracts/groups';
import { ELECTORAL_MSG, ELECTORAL_UNIT, ELECTORAL_UNIT_API } from '@shared/groups';
import type { FieldValue, ManagedRow } from '@shared/managed-table';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { ListResults, type ListColumn } from '@web/components/list-page';
import { ManagedTablePage, type ManagedTableView } from '@web/components/managed-table/managed-table-page';
import { toaster } from '@web/components/toaster';
import { DelegateChooser, type ChosenDelegate } from '@web/features/delegate-chooser';
import { useCurrentNpcStateQuery } from '@web/features/npc-state';
import { isApiError } from '@web/lib/api-error';
import { useAssignElectoralDeputiesMutation, useElectoralDeputiesQuery, useSetElectoralDeputyVotesMutation, useUnassignElectoralDeputyMutation } from './electoral-units.api';

const options = (of: 'areas' | 'stations') => ({ url: `${ELECTORAL_UNIT_API}/options`, params: { of }, value: 'id', label: 'name' });

/** 选区管理: one row of the managed tables, with the deputies elected in each unit. */
const electoralUnitView: ManagedTableView = {
  title: '选区管理',
  base: ELECTORAL_UNIT_API,
  contract: ELECTORAL_UNIT,
  columns: [
    'unitName',
    { key: 'term', label: '届次', cell: (row) => `第${String(row.term)}届` },
    { key: 'areaName', label: '所在区县', cell: (row) => String(row.areaName ?? '—') },
    { key: 'deputies', label: '选出的代表', cell: (row) => String(row.deputies ?? '暂无'), wide: true },
    { key: 'voterCount', label: '选民数', cell: (row) => String(row.voterCount) },
    { key: 'stationName', label: '服务联络站', cell: (row) => String(row.stationName ?? '—') },
  ],
  refs: { fkAreaId: options('areas'), fkStationId: options('stations') },
  defaults: { sortNo: 1, voterCount: 0, population: 0 },
  keywordLabel: '选区名称、覆盖范围或代表',
};

const failure = (error: unknown) => (isApiError(error) ? error.msg : '操作失败，请稍后再试');

/** The votes a deputy received: a whole number, checked here for its form and by the server against the voters. */
function VotesDialog({ unitId, deputy, onClose }: { unitId: number; deputy: ElectoralDeputy; onClose: () => void }) {
  const [value, setValue] = useState(String(deputy.votes));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetElectoralDeputyVotesMutation();
  const submit = async () => {
    const votes = Number(value);
    if (value.trim() === '' || !Number.isInteger(votes) || votes < 0) return setProblem(ELECTORAL_MSG.votesInvalid);
    try {
      await save({ unitId, delegateId: deputy.delegateId, votes }).unwrap();
      toaster.create({ type: 'success', title: '保存成功' });
      onClose();
    } catch (error) {
      setProblem(failure(error));
    }
  };
  return (
    <FormDialog
      title={`${deputy.delegateName}的得票数`}
      onClose={onClose}
      busy={isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={isLoading} busyText="保存中" />}
    >
      <Field.Root required invalid={problem !== null}>
        <Field.Label>
          得票数
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={value}
          inputMode="numeric"
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
        />
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
}

/** Who was elected in one unit: assign with the deputy chooser, move out after confirmation. */
function DeputiesDialog({ unit, onClose }: { unit: ManagedRow; onClose: () => void }) {
  const unitId = unit.unitId as number;
  const unitName = String(unit.unitName);
  const enabled = unit.isValid !== false;
  const query = useElectoralDeputiesQuery(unitId);
  const [assign, assigning] = useAssignElectoralDeputiesMutation();
  const [unassign, unassigning] = useUnassignElectoralDeputyMutation();
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState<ElectoralDeputy | null>(null);
  const [voting, setVoting] = useState<ElectoralDeputy | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });

  const assignChosen = async (chosen: ChosenDelegate[]) => {
    setChoosing(false);
    setRefusal(null);
    if (chosen.length === 0) return;
    try {
      await assign({ unitId, delegateIds: chosen.map((c) => c.delegateId) }).unwrap();
      toaster.create({ type: 'success', title: `已分配 ${chosen.length} 名代表` });
    } catch (error) {
      setRefusal(failure(error));
    }
  };
  const confirmRemove = async () => {
    const deputy = removing!;
    setRemoving(null);
    setRefusal(null);
    try {
      await unassign({ unitId, delegateId: deputy.delegateId }).unwrap();
      toaster.create({ type: 'success', title: `已将${deputy.delegateName}移出本选区` });
    } catch (error) {
      setRefusal(failure(error));
    }
  };

  const rowButtons = (d: ElectoralDeputy) => (
    <HStack gap="1">
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setVoting(d)} aria-label={`得票数 ${d.delegateName}`}>
        得票数
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(d)} aria-label={`移出 ${d.delegateName}`}>
        移出
      </Button>
    </HStack>
  );
  const columns: readonly ListColumn<ElectoralDeputy>[] = [
    { key: 'name', label: '姓名', cell: (d) => d.delegateName },
    { key: 'delegation', label: '代表团', cell: (d) => d.delegationName ?? '—' },
    { key: 'job', label: '工作单位及职务', cell: (d) => d.presentOccupation ?? '—', wide: true },
    { key: 'votes', label: '得票数', cell: (d) => String(d.votes) },
    { key: 'actions', label: '操作', cell: rowButtons },
  ];
  const list = query.data?.list;
  return (
    <FormDialog title={`${unitName}的代表`} onClose={onClose} size="xl">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text color="fg.muted" fontSize="sm">
            {enabled ? '一名代表只属于一个选区；已属于其他选区的代表须先从原选区移出。' : '该选区已停用：保留已选出的代表，可更正得票数或移出，不再分配代表。'}
          </Text>
          {enabled && (
            <Button size="sm" colorPalette="brand" onClick={() => setChoosing(true)} loading={assigning.isLoading} loadingText="分配中">
              分配代表
            </Button>
          )}
        </HStack>
        {refusal && (
          <Text role="alert" color="red.600" fontSize="sm">
            {refusal}
          </Text>
        )}
        <ListResults
          label={`${unitName}的代表`}
          query={{ ...query, data: list ? { list: list.slice((paging.pageNum - 1) * paging.pageSize, paging.pageNum * paging.pageSize), total: list.length } : undefined }}
          rowKey={(d) => d.delegateId}
          columns={columns}
          striped
          card={(d) => (
            <HStack justify="space-between" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{d.delegateName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[d.delegationName, `得票 ${d.votes}`].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              {rowButtons(d)}
            </HStack>
          )}
          emptyText="本选区尚未分配代表"
          paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
        />
      </Stack>
      {voting && <VotesDialog unitId={unitId} deputy={voting} onClose={() => setVoting(null)} />}
      <DelegateChooser open={choosing} onOpenChange={setChoosing} value={[]} queryAll title="分配代表" onConfirm={(chosen) => void assignChosen(chosen)} />
      <ConfirmDialog
        open={removing !== null}
        message={removing ? `确定将“${removing.delegateName}”移出“${unitName}”吗？` : ''}
        confirmText="移出"
        busy={unassigning.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </FormDialog>
  );
}

/** The current term, as a new unit's. */
function useCurrentTerm(): Record<string, FieldValue> {
  const { data } = useCurrentNpcStateQuery();
  return data?.currentTerm ? { term: Number(data.currentTerm) } : {};
}

export function ElectoralUnitScreen() {
  const [deputiesOf, setDeputiesOf] = useState<ManagedRow | null>(null);
  const term = useCurrentTerm();
  const view: ManagedTableView = useMemo(
    () => ({
      ...electoralUnitView,
      defaults: { ...electoralUnitView.defaults, ...term },
      rowActions: (row) => (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setDeputiesOf(row)} aria-label={`代表 ${String(row.unitName)}`}>
          代表
        </Button>
      ),
    }),
    [term],
  );
  return (
    <>
      <ManagedTablePage view={view} />
      {deputiesOf && <DeputiesDialog unit={deputiesOf} onClose={() => setDeputiesOf(null)} />}
    </>
  );
}
