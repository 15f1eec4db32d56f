import { Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { FieldValue, ManagedRow } from '@shared/managed-table';
import { COMMITTEE_POSITIONS } from '@shared/reference-data';
import { FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { ManagedTablePage, type ManagedTableView } from '@web/components/managed-table/managed-table-page';
import { DelegateChooser, type ChosenDelegate } from '@web/features/delegate-chooser';
import { useCurrentNpcStateQuery } from '@web/features/npc-state';
import { committeeView, delegationView, dictDataView, dictTypeView, memberViewOf, organizationView, sysUrlView, unitView } from './reference-views';

/** The current term and session, as defaults of rows that belong to one. */
function useCurrentSession(): Record<string, FieldValue> {
  const { data } = useCurrentNpcStateQuery();
  return data?.currentTerm && data.currentTimes ? { term: Number(data.currentTerm), times: Number(data.currentTimes) } : {};
}

export const DictTypeScreen = () => <ManagedTablePage view={dictTypeView} />;
export const DictDataScreen = () => <ManagedTablePage view={dictDataView} />;
export const OrganizationScreen = () => <ManagedTablePage view={organizationView} />;
export const DelegationScreen = () => <ManagedTablePage view={delegationView} />;
export const SysUrlScreen = () => <ManagedTablePage view={sysUrlView} />;

export function UnitScreen() {
  const session = useCurrentSession();
  const view = useMemo(() => ({ ...unitView, defaults: session }), [session]);
  return <ManagedTablePage view={view} />;
}

/** The deputy of a seat, picked with the deputy chooser (one deputy, any delegation). */
function DeputyField({ value, onChange, row }: { value: FieldValue; onChange: (value: FieldValue) => void; row: ManagedRow | null }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenDelegate[]>(() => (row && value ? [{ delegateId: Number(value), delegateName: String(row.delegateName ?? '') }] : []));
  return (
    <HStack gap="2" wrap="wrap">
      <Text>{chosen[0]?.delegateName ?? '未选择'}</Text>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
        选择代表
      </Button>
      <DelegateChooser
        open={open}
        onOpenChange={setOpen}
        value={chosen}
        max={1}
        queryAll
        title="选择代表"
        onConfirm={(list) => {
          setChosen(list.slice(0, 1));
          onChange(list[0]?.delegateId ?? null);
        }}
      />
    </HStack>
  );
}

const POSITION_OPTIONS = COMMITTEE_POSITIONS.map((p) => ({ value: p, label: p }));

function MembersDialog({ committee, onClose }: { committee: ManagedRow; onClose: () => void }) {
  const session = useCurrentSession();
  const view: ManagedTableView = useMemo(
    () => ({
      ...memberViewOf(committee.specialCommitteeId as number, String(committee.committeeName)),
      defaults: { ...session, specialCommitteePosition: '委员' },
      customFields: {
        fkDelegateId: (props) => <DeputyField value={props.value} onChange={props.onChange} row={props.row} />,
        specialCommitteePosition: ({ value, onChange }) => <Select value={String(value ?? '')} onChange={onChange} emptyOption="请选择职务" options={POSITION_OPTIONS} />,
      },
    }),
    [committee, session],
  );
  return (
    <FormDialog title={`${String(committee.committeeName)}成员`} onClose={onClose} size="xl">
      <ManagedTablePage view={view} />
    </FormDialog>
  );
}

export function CommitteeScreen() {
  const [members, setMembers] = useState<ManagedRow | null>(null);
  const view: ManagedTableView = useMemo(
    () => ({
      ...committeeView,
      rowActions: (row) => (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setMembers(row)} aria-label={`成员 ${String(row.committeeName)}`}>
          成员
        </Button>
      ),
    }),
    [],
  );
  return (
    <>
      <ManagedTablePage view={view} />
      {members && <MembersDialog committee={members} onClose={() => setMembers(null)} />}
    </>
  );
}
