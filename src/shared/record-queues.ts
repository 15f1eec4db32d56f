import { proposalWorkflow } from '@machines/proposal';
import { EXAMINED_STATUSES, suggestionWorkflow } from '@machines/suggestion';
import type { MessageListQuery } from './contracts/messages';
import type { RecordListQuery, RecordType } from './contracts/records';
import { ADVISE_MANAGEMENT, QUEUE_COLUMN_KEYS, type QueueColumnKey } from './record-paths';

/**
 * Every queue page of the workspaces, as data: what each lists. The screens render them
 * (RecordQueue) and the server counts what waits in each for the 待办 summary and the menu
 * badges (GET /api/todo), so a queue is defined once for both.
 */

export { QUEUE_COLUMN_KEYS, type QueueColumnKey };

/** One queue of proposals or suggestions. */
export interface RecordQueueSpec {
  type: RecordType;
  title: string;
  /** Fixed filters: status list, mine, others, overdue… (paging and the user's filters are added). */
  params: Partial<RecordListQuery>;
  /** Statuses offered in the status filter (each narrows the queue to one status). */
  statusOptions?: number[];
  exportable?: boolean;
  /** Operation code that must be held to see the export button. */
  exportCode?: string;
  emptyText?: string;
  columns?: QueueColumnKey[];
  /** A deputy's drafts open in the form, not on the detail page. */
  opensDraft?: boolean;
}

// ─── The manager area: /manager/adviseManagement/… ─────────────────────────────────────

export { ADVISE_MANAGEMENT };

const { submitted: P_ALL, inProcess: P_IN_PROCESS, finished: P_COMPLETED } = proposalWorkflow.groups;
const S_ALL = suggestionWorkflow.groups.submitted;
const S_EXAMINED = [...EXAMINED_STATUSES];
/** Proposals in examination (group, body, presidium): submitted, not yet decided. */
const P_EXAMINING = [100, 200, 300];
/** Proposals the presidium accepted as proposals (立案): to be assigned, in handling, replied, concluded. */
const P_ACCEPTED = [400, 500, 600, 700];
/** Suggestions assigned to units: to be signed for, in handling, replied, concluded. */
const S_ASSIGNED = [301, 400, 500, 600];

/** The records of one status. */
const at = (type: RecordType, status: number, title: string, emptyText?: string, more?: Partial<RecordQueueSpec>): RecordQueueSpec => ({
  type,
  title,
  params: { status: String(status) },
  emptyText,
  ...more,
});

/** The records of several statuses, with the status filter to narrow them to one. */
const among = (type: RecordType, statuses: number[], title: string, emptyText?: string, more?: Partial<RecordQueueSpec>): RecordQueueSpec => ({
  type,
  title,
  params: { status: statuses.join(',') },
  statusOptions: statuses,
  emptyText,
  ...more,
});

/** The records of a fixed filter other than status. */
const where = (type: RecordType, params: RecordQueueSpec['params'], title: string, emptyText: string): RecordQueueSpec => ({ type, title, params, emptyText });

/** A queue whose records may be exported by a holder of the export operation. */
const EXPORT = { exportable: true, exportCode: 'export' } as const;

/**
 * Every queue page of /manager/adviseManagement/…: route (relative to the area) → what it
 * lists. Visibility per role is the server's (records.service); the fixed filters only narrow it.
 */
export const MANAGER_QUEUES: Readonly<Record<string, RecordQueueSpec>> = {
  // ─── 议案 (proposals) ─────────────────────────────────────────────────────────────
  'proposal/waitExamineByGroup': at('proposal', 100, '审查小组登记', '暂无待审查小组登记的议案'),
  'proposal/waitExamineByOrganization': at('proposal', 200, '审查机构审查', '暂无待审查机构审查的议案'),
  'proposal/waitExamineByPresidium': at('proposal', 300, '主席团审查', '暂无待主席团审查的议案'),
  'proposal/examineProposal': at('proposal', 701, '撤回审批', '暂无待审批的撤回申请'),
  'proposal/waitAssignmentByPresidium': at('proposal', 400, '待交办议案', '暂无待交办的议案'),
  'proposal/assignmentProposal': at('proposal', 500, '已交办议案', '暂无已交办的议案'),
  'proposal/handleProposal': among('proposal', [500, 600], '承办议案', '暂无承办的议案'),
  'proposal/inProcess': among('proposal', P_IN_PROCESS, '办理中议案', '暂无办理中的议案'),
  'proposal/repliedProposal': at('proposal', 600, '已答复议案', '暂无已答复的议案'),
  'proposal/completedProposal': among('proposal', P_COMPLETED, '已办结议案', '暂无已办结的议案', EXPORT),
  'proposal/allProposal': among('proposal', P_ALL, '全部议案', undefined, EXPORT),
  // Pages the older platform kept under adviseManagement_old only.
  'proposal/concernedIssues': among('proposal', P_ACCEPTED, '关注的议题', '暂无立案的议案'),
  'proposal/proposeSubmit': among('proposal', P_EXAMINING, '已提交议案', '暂无提交后待审查的议案'),

  // ─── 建议 (suggestions) ───────────────────────────────────────────────────────────
  'suggest/waitExamineByDelegation': at('suggest', 100, '代表团审查', '暂无待代表团审查的建议'),
  'suggest/waitExamine': at('suggest', 200, '建议组审查', '暂无待建议组审查的建议'),
  'suggest/examineSuggest': among('suggest', S_EXAMINED, '已审查建议', '暂无已审查的建议'),
  'suggest/waitAssignment': at('suggest', 300, '待交办建议', '暂无待交办的建议'),
  'suggest/assignmentSuggest': at('suggest', 301, '已交办建议', '暂无已交办待签收的建议'),
  'suggest/signInSuggest': at('suggest', 301, '待签收建议', '暂无待签收的建议'),
  'suggest/inProcess': at('suggest', 400, '办理中建议', '暂无办理中的建议'),

  // ─── 工作委员会 (the working committee's suggestion desk) ─────────────────────────
  'actingWorkingCommittee/pendingTrial': at('suggest', 200, '待审建议', '暂无待审的建议'),
  'actingWorkingCommittee/pendingTrialByDelegation': at('suggest', 100, '代表团待审建议', '暂无代表团待审的建议'),
  'actingWorkingCommittee/applyAdjustAdvice': where('suggest', { adjustRequested: true }, '调整申请', '暂无承办单位申请调整的建议'),
  'actingWorkingCommittee/adviceDelay': where('suggest', { delayPending: true }, '延期申请', '暂无待审批的延期申请'),
  'actingWorkingCommittee/repliedAdvice': at('suggest', 500, '已答复建议', '暂无已答复的建议'),
  'actingWorkingCommittee/completedAdvice': at('suggest', 600, '已办结建议', '暂无已办结的建议', EXPORT),
  'actingWorkingCommittee/allAdviceFile': among('suggest', S_ALL, '全部建议', undefined, EXPORT),
  // The files sent to units: each suggestion with its main unit and where it stands.
  'actingWorkingCommittee/forwardedFile': among('suggest', S_ASSIGNED, '转交办文件', '暂无已交承办单位办理的建议', {
    columns: ['number', 'title', 'author', 'mainUnit', 'status', 'submitTime'],
    ...EXPORT,
  }),
  // Joint suggestions: written with co-signing deputies.
  'actingWorkingCommittee/delegationSuggest': among('suggest', S_ALL, '联名建议', '暂无代表联名提出的建议', {
    params: { status: S_ALL.join(','), coSigned: true },
    columns: ['number', 'title', 'author', 'delegation', 'status', 'submitTime'],
  }),
  // The units' progress: to be signed for, in handling (overdue marked at the due date), replied.
  'actingWorkingCommittee/handleInfo': among('suggest', [301, 400, 500], '办理情况', '暂无办理中的建议', {
    columns: ['number', 'title', 'mainUnit', 'status', 'dueDate'],
  }),

  // ─── 督查室 (the inspection office: what needs supervising now) ──────────────────
  'inspectionRoom/awaitAdvise': where('suggest', { attention: true }, '待督办建议', '暂无待督办的建议（已超期、延期待审批或不满意后重新办理的建议）'),

  // ─── 承办单位 (handling units: the server shows a unit only what it was assigned) ──
  'handlingUnit/handleAdvice': at('suggest', 400, '办理中建议', '暂无办理中的建议'),
  'handlingUnit/answerAdvice': where('suggest', { status: '400', mainUnit: true }, '答复建议', '暂无待本单位主办答复的建议'),
  'handlingUnit/completedAdvice': among('suggest', [500, 600], '已办结建议', '暂无已答复或办结的建议'),
  'handlingUnit/allAdviceFile': among('suggest', S_ALL, '全部建议', undefined, EXPORT),
  'handlingUnit/keySuggestions': where('suggest', { attention: true }, '重点建议', '暂无重点建议（已超期、延期待审批或不满意后重新办理的建议）'),

  // ─── 代表团 (a delegation: the server shows it its own deputies' records only) ──────
  'delegation/awaitAdvise': at('suggest', 100, '待审查建议', '暂无待本团审查的建议'),
  'delegation/myDelegation': among('suggest', S_ALL, '本团建议', undefined, EXPORT),
};

// ─── The deputies' client area: /client/proposalAndSuggest/… ───────────────────────────

const P = proposalWorkflow.groups;
const S = suggestionWorkflow.groups;

/** The deputy's drafts: opened in the form, not the detail page. */
const drafts = (type: RecordType, title: string, emptyText: string): RecordQueueSpec => ({
  type,
  title,
  params: { mine: true, status: '0' },
  emptyText,
  columns: ['title', 'status'],
  opensDraft: true,
});

/** A queue of submitted records; its status filter is offered when it lists more than one status. */
const submitted = (type: RecordType, title: string, params: RecordQueueSpec['params'], statuses: number[], emptyText: string): RecordQueueSpec => ({
  type,
  title,
  params,
  statusOptions: statuses.length > 1 ? statuses : undefined,
  emptyText,
});

/** The deputy's own (authored or co-signed) records of these statuses. */
const mine = (type: RecordType, title: string, statuses: number[], emptyText: string) => submitted(type, title, { mine: true, status: statuses.join() }, statuses, emptyText);

/** Other deputies' records. */
const others = (type: RecordType, title: string, statuses: number[], emptyText: string) => submitted(type, title, { others: true }, statuses, emptyText);

/** Every list of the deputies' proposal and suggestion pages. "Mine" means authored or co-signed. */
export const CLIENT_QUEUES = {
  proposalDrafts: drafts('proposal', '议案草稿', '暂无议案草稿'),
  proposalsInProcess: mine('proposal', '办理中的议案', P.inProcess, '暂无办理中的议案'),
  proposalsFinished: mine('proposal', '已办结的议案', P.finished, '暂无已办结的议案'),
  myProposals: mine('proposal', '我的议案', P.submitted, '暂无已提交的议案'),
  otherProposals: others('proposal', '他人议案', [100, 200, 300, 400, 500, 600, 700], '暂无其他代表的议案'),
  suggestDrafts: drafts('suggest', '建议草稿箱', '暂无建议草稿'),
  suggestsInProcess: mine('suggest', '办理中的建议', S.inProcess, '暂无办理中的建议'),
  suggestsFinished: mine('suggest', '已办结的建议', S.finished, '暂无已办结的建议'),
  mySuggests: mine('suggest', '我的建议', S.submitted, '暂无已提交的建议'),
  otherSuggests: others('suggest', '他人建议', [100, 200, 300, 301, 400, 500, 600], '暂无其他代表的建议'),
} satisfies Record<string, RecordQueueSpec>;

export type ClientQueueKey = keyof typeof CLIENT_QUEUES;

const CLIENT_PROPOSAL = '/client/proposalAndSuggest/proposal';
const CLIENT_SUGGEST = '/client/proposalAndSuggest/suggest';

/** The client pages made of these queues (a page may show two), by address. */
export const CLIENT_QUEUE_PAGES: Readonly<Record<string, readonly ClientQueueKey[]>> = {
  [`${CLIENT_PROPOSAL}/drafts`]: ['proposalDrafts'],
  [`${CLIENT_PROPOSAL}/draftTable`]: ['proposalDrafts', 'suggestDrafts'],
  [`${CLIENT_PROPOSAL}/myProposalSuggest`]: ['myProposals', 'mySuggests'],
  [`${CLIENT_PROPOSAL}/inProcess`]: ['proposalsInProcess'],
  [`${CLIENT_PROPOSAL}/finish`]: ['proposalsFinished'],
  [`${CLIENT_PROPOSAL}/otherPeople`]: ['otherProposals'],
  [`${CLIENT_SUGGEST}/draftsBox`]: ['suggestDrafts'],
  [`${CLIENT_SUGGEST}/handleingSuggest`]: ['suggestsInProcess'],
  [`${CLIENT_SUGGEST}/finishSuggest`]: ['suggestsFinished'],
  [`${CLIENT_SUGGEST}/otherPeopleSuggest`]: ['otherSuggests'],
};

// ─── Every page that lists records, for the 待办 counts ───────────────────────────────

/** What one page lists: records of a kind under fixed filters. */
export type PageQueue = { type: RecordType; params: Partial<RecordListQuery> } | { type: 'message'; params: Partial<MessageListQuery> };

/** Every queue page by the address its menu opens (a citizen's messages included). */
export const QUEUE_PAGES: Readonly<Record<string, readonly PageQueue[]>> = {
  ...Object.fromEntries(Object.entries(MANAGER_QUEUES).map(([route, queue]) => [`/manager/${ADVISE_MANAGEMENT}/${route}`, [queue]])),
  ...Object.fromEntries(Object.entries(CLIENT_QUEUE_PAGES).map(([path, keys]) => [path, keys.map((key) => CLIENT_QUEUES[key])])),
  '/client/deputyStation/adviceHandling': [{ type: 'message', params: {} }],
  '/mobile/deputyStation/adviceHandling': [{ type: 'message', params: {} }],
  '/manager/deputyStation/adviceManage': [{ type: 'message', params: {} }],
};
