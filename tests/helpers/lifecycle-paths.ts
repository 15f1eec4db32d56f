import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { createTestModel, type TestPath } from 'xstate/graph';
import type { Actor } from '@machines/actor';
import type { SubmissionRules } from '@machines/workflow';
import {
  newProposalRecord,
  proposalMachine,
  proposalWorkflow,
  type ProposalContext,
  type ProposalEvent,
  type ProposalRecord,
} from '@machines/proposal/index';
import {
  newSuggestionRecord,
  suggestionMachine,
  suggestionWorkflow,
  type SuggestionContext,
  type SuggestionEvent,
  type SuggestionRecord,
} from '@machines/suggestion/index';
import {
  deputyRecordMachine,
  deputyRecordWorkflow,
  newDeputyRecord,
  type DeputyRecordContext,
  type DeputyRecordEvent,
  type DeputyRecordRecord,
} from '@machines/deputy-record/index';
import {
  newReportOnWorkRecord,
  reportOnWorkMachine,
  reportOnWorkWorkflow,
  type ReportOnWorkContext,
  type ReportOnWorkEvent,
  type ReportOnWorkRecord,
} from '@machines/report-on-work/index';
import {
  newStationMessageRecord,
  stationMessageMachine,
  stationMessageWorkflow,
  type StationMessageContext,
  type StationMessageEvent,
  type StationMessageRecord,
} from '@machines/station-message/index';

// The model paths of the three lifecycle machines, shared by the machine tests (which send the
// events through decideX) and the API tests (which replay them through the routes, mapping
// each placeholder actor below to the demo account with the same role and relation).

/** Monday 4 March 2024, 10:00 in Bazhong (UTC+8): the time of every model event. */
export const MODEL_AT = '2024-03-04T02:00:00.000Z';

/**
 * The session's rules a model SUBMIT and RESUBMIT carry, as the server adds them: a window open
 * around MODEL_AT (opened 2024-03-01, closing 2024-03-10), ten signers, in recess taking suggestions.
 */
export const MODEL_SUBMISSION: SubmissionRules = {
  proposalOpenAt: '2024-03-01T00:00:00.000Z',
  proposalCloseAt: '2024-03-10T10:00:00.000Z',
  proposalMinSigners: 10,
  inSession: false,
  suggestInRecess: true,
};

/** A model SUBMIT or RESUBMIT with the session's rules the server adds. */
const withSubmission = <T extends { type: string }>(event: T): T => ({ ...event, submission: MODEL_SUBMISSION });

/** What the helpers need of a machine's workflow (machines/workflow/engine.ts `createWorkflow`). */
export interface PathWorkflow {
  statusOf(snapshot: AnyMachineSnapshot): number;
  transitionId(from: never, definition: AnyTransitionDefinition): string;
  transitions(): { id: string }[];
}

export type LifecyclePath<TEvent extends EventObject> = TestPath<AnyMachineSnapshot, TEvent>;

/** An event's body without the envelope the server adds (actor, time) and without the version. */
export type BodyOf<TEvent> = TEvent extends TEvent ? Omit<TEvent, 'actor' | 'at' | 'version'> : never;

/**
 * The options of every lifecycle model: only events the machine accepts are steps (refused ones
 * are the focused tests' business), and every transition, a self-transition too, reaches a
 * distinct vertex, so each ends some path.
 */
function modelOptions<TEvent extends EventObject, TContext>(input: TContext, events: TEvent[]) {
  return {
    input,
    events,
    filterEvents: (snapshot: AnyMachineSnapshot, sent: TEvent) => snapshot.can(sent),
    serializeTransition: (_snapshot: AnyMachineSnapshot, sent: TEvent | undefined, previous?: AnyMachineSnapshot) =>
      sent ? ` via ${JSON.stringify(sent)} from ${JSON.stringify(previous?.value)}` : '',
  };
}

/** The machine's own transitions, found by walking its state nodes (one per leaf status it leaves from). */
export function machineTransitionIds(
  machine: AnyStateMachine,
  workflow: PathWorkflow,
  statuses: Readonly<Record<number, { state: string }>>,
): string[] {
  const codes = Object.keys(statuses).map(Number);
  const statusOfLeaf = (leaf: AnyStateNode) => codes.find((status) => statuses[status].state === leaf.key) as never;
  const leavesUnder = (node: AnyStateNode): AnyStateNode[] =>
    node.type === 'atomic' || node.type === 'final'
      ? [node]
      : Object.values(node.states as Record<string, AnyStateNode>).flatMap(leavesUnder);
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const definitions of node.transitions.values()) {
      for (const leaf of leavesUnder(node)) {
        for (const definition of definitions) ids.push(workflow.transitionId(statusOfLeaf(leaf), definition));
      }
    }
    Object.values(node.states as Record<string, AnyStateNode>).forEach(visit);
  };
  visit(machine.root);
  return ids.sort();
}

/** The id of the transition an accepted event takes from a snapshot. */
export function transitionIdOf(machine: AnyStateMachine, workflow: PathWorkflow, before: AnyMachineSnapshot, event: EventObject): string {
  const [definition] = machine.getTransitionData(before as never, event as never);
  if (!definition) throw new Error(`${machine.id}: ${event.type} takes no transition from ${JSON.stringify(before.value)}`);
  return workflow.transitionId(workflow.statusOf(before) as never, definition);
}

/** The transition ids a path takes, in order. */
export function transitionsOfPath(machine: AnyStateMachine, workflow: PathWorkflow, path: LifecyclePath<EventObject>): string[] {
  return path.steps.slice(1).map((step, i) => transitionIdOf(machine, workflow, path.steps[i].state, step.event));
}

export function coveredTransitionIds(machine: AnyStateMachine, workflow: PathWorkflow, paths: LifecyclePath<EventObject>[]): Set<string> {
  return new Set(paths.flatMap((path) => transitionsOfPath(machine, workflow, path)));
}

/**
 * For every transition, the shortest walk that ends by taking it: the shortest prefix of a
 * model path up to its first step through that transition (a prefix of a shortest path is a
 * shortest path). Walks contained in a longer one are dropped. Together they take every
 * transition the model paths take, and a walk that breaks on one transition hides only the
 * transitions behind it on that walk, each of which ends a walk of its own elsewhere.
 */
export function transitionWalks<TEvent extends EventObject>(
  model: { testPath(path: LifecyclePath<TEvent>, params: never): Promise<unknown> },
  machine: AnyStateMachine,
  workflow: PathWorkflow,
  paths: LifecyclePath<TEvent>[],
): LifecyclePath<TEvent>[] {
  const best = new Map<string, { path: LifecyclePath<TEvent>; length: number }>();
  for (const path of paths) {
    transitionsOfPath(machine, workflow, path as never).forEach((id, index) => {
      const length = index + 1;
      const known = best.get(id);
      if (!known || length < known.length) best.set(id, { path, length });
    });
  }
  const signature = (walk: LifecyclePath<TEvent>) => walk.steps.slice(1).map((step) => JSON.stringify(step.event));
  const walks = [...best.values()].map(({ path, length }) => {
    const steps = path.steps.slice(0, length + 1);
    const walk: LifecyclePath<TEvent> = {
      ...path,
      steps,
      state: steps[steps.length - 1].state,
      weight: length,
      test: (params) => model.testPath(walk, params as never) as never,
    };
    return walk;
  });
  const isPrefix = (short: string[], long: string[]) => short.length <= long.length && short.every((event, i) => event === long[i]);
  const kept = walks.filter((walk, i) => {
    const mine = signature(walk);
    return !walks.some((other, j) => {
      const theirs = signature(other);
      return j !== i && isPrefix(mine, theirs) && (theirs.length > mine.length || j < i);
    });
  });
  return kept.sort((a, b) => a.steps.length - b.steps.length);
}

/** `EXAMINE 1 (NPC_WORK)`: the event, its examine result or satisfaction, and who sends it. */
export function describeStep(sent: { type: string; actor: Actor }): string {
  const detail = 'result' in sent ? ` ${String(sent.result)}` : 'satisfaction' in sent ? ` ${String(sent.satisfaction)}` : '';
  return `${sent.type}${detail} (${sent.actor.role})`;
}

export function describePath(path: LifecyclePath<EventObject & { actor: Actor }>, workflow: PathWorkflow): string {
  const steps = path.steps.slice(1).map((step) => describeStep(step.event));
  return `${steps.join(' → ') || '(initial)'} ⇒ ${workflow.statusOf(path.state)}`;
}

// ─── Proposal ─────────────────────────────────────────────────────────────────────────────

export const proposalCast = {
  author: { userId: 1, role: 'NPC_REPRESENT', realName: '领衔代表', delegateId: 101, delegationId: 11 },
  otherDeputy: { userId: 2, role: 'NPC_REPRESENT', realName: '其他代表', delegateId: 102, delegationId: 11 },
  reviewGroup: { userId: 3, role: 'NPC_WORK', realName: '审查小组' },
  reviewBody: { userId: 4, role: 'NPC_SPECIAL_COMMITTEE', realName: '专门委员会' },
  congressAdmin: { userId: 5, role: '人大管理员', realName: '人大管理员' },
  mainUnit: { userId: 6, role: 'NPC_GOV', realName: '市交通运输局', unitId: 501 },
  coUnit: { userId: 7, role: 'NPC_UNIT', realName: '市财政局', unitId: 502 },
  strangerUnit: { userId: 8, role: 'NPC_GOV', realName: '市教育局', unitId: 503 },
  superAdmin: { userId: 9, role: 'NPC_ADMIN', realName: '超级管理员' },
} as const satisfies Record<string, Actor>;

export const PROPOSAL_NINE_CO_SIGNERS = [201, 202, 203, 204, 205, 206, 207, 208, 209];

/** The units of the model's ASSIGN: the main unit and one co-handling unit. */
export const proposalUnits = [
  { unitId: 501, assignType: 4, main: true },
  { unitId: 502, assignType: 7, main: false },
];

export function proposalDraftRecord(overrides: Partial<ProposalContext> = {}): ProposalRecord {
  return {
    ...newProposalRecord({
      authorDelegateId: proposalCast.author.delegateId,
      title: '关于加强农村公路养护的议案',
      content: '建议加大农村公路养护投入。',
      coSignerDelegateIds: PROPOSAL_NINE_CO_SIGNERS,
    }),
    ...overrides,
  };
}

export function proposalEvent(body: BodyOf<ProposalEvent>, actor: Actor, at = MODEL_AT): ProposalEvent {
  return { ...body, version: 0, actor, at } as ProposalEvent;
}

export function proposalModelEvents(cast = proposalCast, units = proposalUnits): ProposalEvent[] {
  const { author, reviewGroup, reviewBody, congressAdmin, mainUnit, coUnit } = cast;
  return [
    proposalEvent({ type: 'SAVE', title: '关于加强农村公路养护的议案（修改稿）' }, author),
    withSubmission(proposalEvent({ type: 'SUBMIT' }, author)),
    proposalEvent({ type: 'DELETE' }, author),
    withSubmission(proposalEvent({ type: 'RESUBMIT' }, author)),
    ...[reviewGroup, reviewBody, congressAdmin].flatMap((reviewer) =>
      ([0, 1, 3] as const).map((result) => proposalEvent({ type: 'EXAMINE', result, opinion: '审查意见' }, reviewer)),
    ),
    proposalEvent({ type: 'ASSIGN', units }, congressAdmin),
    proposalEvent({ type: 'REPLY', content: '已列入明年计划。', answerCategory: 'B' }, mainUnit),
    proposalEvent({ type: 'OPINION', opinion: '同意主办单位意见。' }, coUnit),
    ...([1, 2, 3] as const).map((satisfaction) => proposalEvent({ type: 'EVALUATE', satisfaction }, author)),
    proposalEvent({ type: 'CONCLUDE' }, congressAdmin),
    proposalEvent({ type: 'REQUEST_WITHDRAWAL', reason: '情况已变化' }, author),
    proposalEvent({ type: 'APPROVE_WITHDRAWAL' }, congressAdmin),
    proposalEvent({ type: 'REJECT_WITHDRAWAL' }, congressAdmin),
  ];
}

export function proposalTestModel(events = proposalModelEvents(), draft = proposalDraftRecord()) {
  return createTestModel(proposalMachine, modelOptions(proposalWorkflow.restore(draft).context as ProposalContext, events));
}

// ─── Suggestion ───────────────────────────────────────────────────────────────────────────

export const suggestionCast = {
  author: { userId: 1, role: 'NPC_REPRESENT', realName: '提出代表', delegateId: 101, delegationId: 21 },
  otherDeputy: { userId: 2, role: 'NPC_REPRESENT', realName: '其他代表', delegateId: 102, delegationId: 21 },
  authorsDelegation: { userId: 3, role: 'NPC_DELEGATION', realName: '巴州区代表团', delegationId: 21 },
  otherDelegation: { userId: 4, role: 'NPC_DELEGATION', realName: '通江县代表团', delegationId: 22 },
  workingCommittee: { userId: 5, role: 'NPC_WORK', realName: '选联工委' },
  congressAdmin: { userId: 6, role: '人大管理员', realName: '人大管理员' },
  mainUnit: { userId: 7, role: 'NPC_GOV', realName: '市水务局', unitId: 601 },
  coUnit: { userId: 8, role: 'NPC_PARTY', realName: '市妇联', unitId: 602 },
  strangerUnit: { userId: 9, role: 'NPC_UNIT', realName: '市气象局', unitId: 603 },
  superAdmin: { userId: 10, role: 'NPC_ADMIN', realName: '超级管理员' },
} as const satisfies Record<string, Actor>;

export const suggestionUnits = [
  { unitId: 601, assignType: 4, main: true },
  { unitId: 602, assignType: 1, main: false },
];

export function suggestionDraftRecord(overrides: Partial<SuggestionContext> = {}): SuggestionRecord {
  return {
    ...newSuggestionRecord({
      authorDelegateId: suggestionCast.author.delegateId,
      authorDelegationId: suggestionCast.author.delegationId,
      title: '关于改善城区供水管网的建议',
      content: '老城区供水管网老化，建议分批改造。',
      coSignerDelegateIds: [suggestionCast.otherDeputy.delegateId],
    }),
    ...overrides,
  };
}

export function suggestionEvent(body: BodyOf<SuggestionEvent>, actor: Actor, at = MODEL_AT): SuggestionEvent {
  return { ...body, version: 0, actor, at } as SuggestionEvent;
}

export function suggestionModelEvents(cast = suggestionCast, units = suggestionUnits): SuggestionEvent[] {
  const { author, authorsDelegation, workingCommittee, mainUnit, coUnit } = cast;
  return [
    suggestionEvent({ type: 'SAVE', title: '关于改善城区供水管网的建议（修改稿）' }, author),
    withSubmission(suggestionEvent({ type: 'SUBMIT' }, author)),
    suggestionEvent({ type: 'DELETE' }, author),
    withSubmission(suggestionEvent({ type: 'RESUBMIT' }, author)),
    ...[authorsDelegation, workingCommittee].flatMap((reviewer) =>
      ([1, 2, 3] as const).map((result) => suggestionEvent({ type: 'EXAMINE', result, opinion: '审查意见' }, reviewer)),
    ),
    suggestionEvent({ type: 'ASSIGN', units }, workingCommittee),
    suggestionEvent({ type: 'SIGN_FOR' }, mainUnit),
    suggestionEvent({ type: 'SIGN_FOR' }, coUnit),
    suggestionEvent({ type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, coUnit),
    suggestionEvent({ type: 'APPLY_DELAY', reason: '需跨年度实施' }, mainUnit),
    suggestionEvent({ type: 'APPROVE_DELAY' }, workingCommittee),
    suggestionEvent({ type: 'REJECT_DELAY' }, workingCommittee),
    suggestionEvent({ type: 'OPINION', opinion: '协办意见' }, coUnit),
    suggestionEvent({ type: 'REPLY', content: '已纳入年度改造计划。', answerCategory: 'B' }, mainUnit),
    ...([1, 2, 3] as const).map((satisfaction) => suggestionEvent({ type: 'EVALUATE', satisfaction }, author)),
    suggestionEvent({ type: 'CONCLUDE' }, workingCommittee),
  ];
}

export function suggestionTestModel(events = suggestionModelEvents(), draft = suggestionDraftRecord()) {
  return createTestModel(suggestionMachine, modelOptions(suggestionWorkflow.restore(draft).context as SuggestionContext, events));
}

// ─── Station messages (citizens to a station) ───────────────────────────────────────

export const stationCast = {
  addressedDeputy: { userId: 1, role: 'NPC_REPRESENT', realName: '被留言代表', delegateId: 301, stationId: 41 },
  otherDeputy: { userId: 2, role: 'NPC_REPRESENT', realName: '其他代表', delegateId: 302, stationId: 41 },
  stationManager: { userId: 3, role: 'NPC_STATION', realName: '联络站管理员', stationId: 41 },
  otherStationManager: { userId: 4, role: 'NPC_STATION', realName: '其他联络站管理员', stationId: 42 },
  superAdmin: { userId: 5, role: 'NPC_ADMIN', realName: '超级管理员' },
} as const satisfies Record<string, Actor>;

export function receivedStationMessage(): StationMessageRecord {
  return newStationMessageRecord({ fkDelegateId: stationCast.addressedDeputy.delegateId, fkStationId: stationCast.stationManager.stationId });
}

export function stationEvent(body: BodyOf<StationMessageEvent>, actor: Actor, at = MODEL_AT): StationMessageEvent {
  return { ...body, version: 0, actor, at } as StationMessageEvent;
}

export function stationModelEvents(cast = stationCast): StationMessageEvent[] {
  const { addressedDeputy, stationManager } = cast;
  return [
    stationEvent({ type: 'READ' }, addressedDeputy),
    stationEvent({ type: 'READ' }, stationManager),
    stationEvent({ type: 'PROPOSE', delegateSuggestion: '请联络站协调社区处理' }, addressedDeputy),
    stationEvent({ type: 'ASSIGN', stationSuggestion: '交社区居委会办理' }, stationManager),
    stationEvent({ type: 'REPLY', handleResult: '路灯已修复' }, addressedDeputy),
    stationEvent({ type: 'REPLY', handleResult: '路灯已修复' }, stationManager),
  ];
}

export function stationTestModel(events = stationModelEvents(), message = receivedStationMessage()) {
  return createTestModel(stationMessageMachine, modelOptions(stationMessageWorkflow.restore(message).context as StationMessageContext, events));
}

// ─── Deputy records ─────────────────────────────────────────────────────────────────────

/** The model's people: the liaison office, the record's delegation, another delegation, the deputy. */
export const deputyCast = {
  office: { userId: 21, role: 'NPC_LY', realName: '代表联络处' },
  congressAdmin: { userId: 22, role: '人大管理员', realName: '人大管理员' },
  delegation: { userId: 23, role: 'NPC_DELEGATION', realName: '代表团联络员', delegationId: 11 },
  otherDelegation: { userId: 24, role: 'NPC_DELEGATION', realName: '其他代表团联络员', delegationId: 12 },
  deputyHimself: { userId: 25, role: 'NPC_REPRESENT', realName: '代表本人', delegateId: 501, delegationId: 11 },
  otherDeputy: { userId: 26, role: 'NPC_REPRESENT', realName: '其他代表', delegateId: 502, delegationId: 11 },
  work: { userId: 27, role: 'NPC_WORK', realName: '工作委员会' },
} as const satisfies Record<string, Actor>;

/** The destination of the model's transfer. */
export const DEPUTY_MODEL_TARGET_DELEGATION = 13;

/** A new record of delegation 11, waiting for review. */
export function newDeputyModelRecord(): DeputyRecordRecord {
  return newDeputyRecord({ delegateId: deputyCast.deputyHimself.delegateId, fkDelegationId: deputyCast.delegation.delegationId });
}

export function deputyEvent(body: BodyOf<DeputyRecordEvent>, actor: Actor, at = MODEL_AT): DeputyRecordEvent {
  return { ...body, version: 0, actor, at } as DeputyRecordEvent;
}

/** Every event with a payload the machine accepts, from whoever may send it. */
export function deputyModelEvents(cast = deputyCast): DeputyRecordEvent[] {
  const { office, delegation, deputyHimself } = cast;
  return [
    deputyEvent({ type: 'APPLY_BY_ELECTION', reason: '选区依法补选，补选结果报告附后' }, delegation),
    deputyEvent({ type: 'APPLY_VACANCY', reason: '代表调离本行政区域' }, delegation),
    deputyEvent({ type: 'APPLY_TRANSFER', reason: '工作调动', targetDelegationId: DEPUTY_MODEL_TARGET_DELEGATION }, delegation),
    deputyEvent({ type: 'APPLY_INFO', reason: '办公电话变更', changes: { officePhone: '0827-5200001' } }, deputyHimself),
    deputyEvent({ type: 'APPROVE', opinion: '同意' }, office),
    deputyEvent({ type: 'REFUSE', opinion: '材料不全，不予通过' }, office),
  ];
}

export function deputyTestModel(events = deputyModelEvents(), record = newDeputyModelRecord()) {
  return createTestModel(deputyRecordMachine, modelOptions(deputyRecordWorkflow.restore(record).context as DeputyRecordContext, events));
}

// ─── Reports on work (述职报告) ────────────────────────────────────────────────────────────

/** The model's people: the reporting deputy, another deputy, the liaison of the deputy's group and of another, the office. */
export const reportCast = {
  reporter: { userId: 31, role: 'NPC_REPRESENT', realName: '述职代表', delegateId: 601, delegationId: 11 },
  otherDeputy: { userId: 32, role: 'NPC_REPRESENT', realName: '其他代表', delegateId: 602, delegationId: 11 },
  liaison: { userId: 33, role: 'NPC_GROUP', realName: '小组联络员', groupMemberIds: [601, 602] },
  otherLiaison: { userId: 34, role: 'NPC_GROUP', realName: '其他小组联络员', groupMemberIds: [602] },
  office: { userId: 35, role: '人大管理员', realName: '人大工作人员' },
  superAdmin: { userId: 36, role: 'NPC_ADMIN', realName: '超级管理员' },
  work: { userId: 37, role: 'NPC_WORK', realName: '工作委员会' },
} as const satisfies Record<string, Actor>;

/** A report as the deputy first saves it: a title and a year, nothing else yet. */
export const REPORT_MODEL_NEW = { title: '2025年度向选民述职报告', reportYear: 2025 } as const;

/** The report complete: what EDIT and SUBMIT send. */
export const REPORT_MODEL_DRAFT = {
  title: '2025年度向选民述职报告（修改稿）',
  reportYear: 2025,
  meetingDate: '2026-01-10',
  meetingPlace: '东城街道党群服务中心',
  content: '<p>一年来，我认真履行代表职责。</p>',
};

export function newReportModelRecord(): ReportOnWorkRecord {
  return newReportOnWorkRecord({ fkDelegateId: reportCast.reporter.delegateId, ...REPORT_MODEL_NEW });
}

export function reportEvent(body: BodyOf<ReportOnWorkEvent>, actor: Actor, at = MODEL_AT): ReportOnWorkEvent {
  return { ...body, version: 0, actor, at } as ReportOnWorkEvent;
}

/** Every event with a payload the machine accepts, from whoever may send it: the reviewers each return and archive. */
export function reportModelEvents(cast = reportCast): ReportOnWorkEvent[] {
  const { reporter, liaison, office } = cast;
  return [
    reportEvent({ type: 'EDIT', ...REPORT_MODEL_DRAFT, attachments: [] }, reporter),
    reportEvent({ type: 'SUBMIT', ...REPORT_MODEL_DRAFT, attachments: [] }, reporter),
    reportEvent({ type: 'DELETE' }, reporter),
    reportEvent({ type: 'RETURN', opinion: '请补充会议签到表' }, liaison),
    reportEvent({ type: 'ARCHIVE' }, liaison),
    reportEvent({ type: 'RETURN', opinion: '请补充履职数据' }, office),
    reportEvent({ type: 'ARCHIVE' }, office),
  ];
}

export function reportTestModel(events = reportModelEvents(), record = newReportModelRecord()) {
  return createTestModel(reportOnWorkMachine, modelOptions(reportOnWorkWorkflow.restore(record).context as ReportOnWorkContext, events));
}
