import { and, eq, inArray } from 'drizzle-orm';
import { proposalStatuses } from '@machines/proposal';
import { suggestionStatuses } from '@machines/suggestion';
import { recordDetailPath, type RecordPathType, type WorkspaceArea } from '@shared/record-paths';
import { sysUser } from '../../db/schema';
import { sendNotice } from '../notices.service';
import type { Executor } from './engine';

type Row = Record<string, unknown>;

/** Who hears of an event: the deputy who proposed the record, the units it was assigned to, the deputy a citizen wrote to. */
type Recipient = 'author' | 'assignedUnits' | 'addressedDeputy' | 'deputyHimself';

interface NoticeRule {
  event: string;
  /** Only when the event led to one of these statuses (an examination may pass, return or conclude). */
  reaching?: readonly number[];
  to: Recipient;
  title: (name: string) => string;
}

/** The statuses of a table whose machine state is a return to the author. */
const returnedOf = (statuses: Readonly<Record<number, { state: string }>>) =>
  Object.entries(statuses)
    .filter(([, info]) => info.state.endsWith('Returned'))
    .map(([status]) => Number(status));

/**
 * Which decided events tell whom, and with which line. The notice is written in the event's
 * transaction (engine.ts applyEvent, and the citizen's message as it is stored), so a refused
 * or rolled-back event tells nobody. `name` is the record's title, or a message's number.
 */
export const RECORD_NOTICE_RULES: Readonly<Record<RecordPathType, readonly NoticeRule[]>> = {
  proposal: [
    { event: 'EXAMINE', reaching: returnedOf(proposalStatuses), to: 'author', title: (name) => `您的议案《${name}》已退回修改` },
    { event: 'ASSIGN', to: 'assignedUnits', title: (name) => `议案《${name}》已交由你单位办理` },
    { event: 'REPLY', to: 'author', title: (name) => `您的议案《${name}》已答复，请评价` },
    { event: 'APPROVE_WITHDRAWAL', to: 'author', title: (name) => `您撤回议案《${name}》的申请已同意` },
    { event: 'REJECT_WITHDRAWAL', to: 'author', title: (name) => `您撤回议案《${name}》的申请未获同意` },
  ],
  suggest: [
    { event: 'EXAMINE', reaching: returnedOf(suggestionStatuses), to: 'author', title: (name) => `您的建议《${name}》已退回修改` },
    { event: 'ASSIGN', to: 'assignedUnits', title: (name) => `建议《${name}》已交由你单位办理，请签收` },
    { event: 'REPLY', to: 'author', title: (name) => `您的建议《${name}》已答复，请评价` },
  ],
  message: [{ event: 'CREATE', to: 'addressedDeputy', title: (name) => `群众留言（${name}）已转给您，请及时处理` }],
  // A deputy hears how the office decided their basic-information application (the status stays 已通过).
  deputy: [
    { event: 'APPROVE', reaching: [1], to: 'deputyHimself', title: () => '您的代表信息变更申请已审核通过' },
    { event: 'REFUSE', reaching: [1], to: 'deputyHimself', title: () => '您的代表信息变更申请未通过审核' },
  ],
};

/** Deputies read their records in the client area, units in the manager area. */
const AREA_OF: Readonly<Record<Recipient, WorkspaceArea>> = { author: 'client', assignedUnits: 'manager', addressedDeputy: 'client', deputyHimself: 'client' };

/** The signed-in accounts a recipient stands for. */
async function accountsOf(tx: Executor, to: Recipient, row: Row): Promise<number[]> {
  const valid = eq(sysUser.isValid, true);
  let where;
  if (to === 'assignedUnits') {
    const unitIds = ((row.units as { unitId: number }[] | undefined) ?? []).map((unit) => unit.unitId);
    if (unitIds.length === 0) return [];
    where = and(valid, inArray(sysUser.fkUnitId, unitIds));
  } else {
    const delegateId = (to === 'author' ? row.authorDelegateId : to === 'deputyHimself' ? row.delegateId : row.fkDelegateId) as number | null | undefined;
    if (delegateId === null || delegateId === undefined) return [];
    where = and(valid, eq(sysUser.fkDelegateId, delegateId));
  }
  const users = await tx.select({ userId: sysUser.userId }).from(sysUser).where(where);
  return users.map((user) => user.userId);
}

/** What happened to a record, as the rules read it. */
export interface RecordMove {
  type: RecordPathType;
  id: number | string;
  eventType: string;
  toStatus: number | null;
  /** The record as stored after the event. */
  row: Row;
  /** Who made it happen: an account, or a citizen of the portal (no account). */
  sender: { userId: number | null; realName: string };
  at: Date;
}

/** Writes the notices the rules give for one move, inside the caller's transaction. */
export async function noticeRecordMove(tx: Executor, move: RecordMove): Promise<void> {
  const rules = RECORD_NOTICE_RULES[move.type].filter(
    (rule) => rule.event === move.eventType && (!rule.reaching || (move.toStatus !== null && rule.reaching.includes(move.toStatus))),
  );
  const name = move.type === 'message' ? String(move.id) : ((move.row.title as string | null) ?? '').trim() || '无标题';
  for (const rule of rules) {
    const recipients = await accountsOf(tx, rule.to, move.row);
    if (recipients.length === 0) continue;
    await sendNotice(tx, { title: rule.title(name), destination: recordDetailPath(AREA_OF[rule.to], move.type, move.id), sender: move.sender, at: move.at }, recipients);
  }
}
