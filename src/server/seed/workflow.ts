import { CHINA_UTC_OFFSET, chinaWallClock } from '@machines/china-time';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import { contactStationSuggest, npcDelegate, proposal, sysNpcUnit, sysUser } from '../db/schema';
import type { Database } from '../db/database';
import { actorOf } from '../services/workflow/actor';

import { messageNumber } from '../services/workflow/message-number';
import type { RecordType } from '@shared/contracts/records';
import { ANONYMOUS_CITIZEN } from '@shared/messages';
import { recordKinds } from '../services/workflow/kinds';
import { stationMessageKind } from '../services/workflow/station-message.kind';
import { createRecord, sendRecordEvent } from '../services/workflow/records.service';
import { noticeRecordMove } from '../services/workflow/record-notices';
import { STAFF_USER } from './accounts';
import { deputyUsername } from './deputies';
import { HOUSING_BUREAU, TRANSPORT_BUREAU } from './units';
import {
  EVALUATIONS,
  MESSAGES,
  OPINIONS,
  PROPOSALS,
  REPLIES,
  SUGGESTIONS,
  type MessageText,
  type RecordText,
  type UnitReply,
} from './workflow-texts';
import { Refusal } from '../services/refusal';

/*
 * Proposals, suggestions and citizens' messages of the demo, each brought to its status by
 * sending its events through the server's workflow services, which ask the machines: every
 * history row is one the machine accepted, at the time given here. A refused step stops the
 * seed (and rolls the whole demo back), so the demo can never hold a record the machine would
 * not have produced.
 */

// ─── Who acts ───────────────────────────────────────────────────────────────────────────

const {
  congressAdmin: CONGRESS_ADMIN,
  work: WORK,
  specialCommittee: SPECIAL_COMMITTEE,
  delegation: DELEGATION,
  transport: TRANSPORT,
  housing: HOUSING,
  station: STATION,
} = STAFF_USER;

/** The record's author (proposals, suggestions) or the addressed deputy (messages). */
const AUTHOR = 'author';
const DEPUTY = AUTHOR;

/**
 * Deputies of the 巴州区 delegation who co-sign each other's proposals (13900000001 张明华 …
 * 13900000014 何文军, all approved). A suggestion examined at 100 by the 巴州区 delegation
 * account must have one of them, or 13900000015/16, as its author.
 */
const BAZHOU_SIGNERS = Array.from({ length: 14 }, (_, i) => deputyUsername(i));

/** Nine co-signers for the author, taken round the list from `start`, so a proposal has ten deputies in all. */
function nineCoSigners(author: string, start: number): string[] {
  const others = BAZHOU_SIGNERS.filter((username) => username !== author);
  return Array.from({ length: 9 }, (_, i) => others[(start + i) % others.length]);
}

// ─── When ───────────────────────────────────────────────────────────────────────────────

// Statutory holidays of 2026 that fall on weekdays in the months of the demo: nobody examines
// or answers on them.
const HOLIDAYS = new Set(['2026-04-06', '2026-05-01', '2026-05-04', '2026-05-05', '2026-06-19', '2026-09-25', '2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08']);

/** Bazhong wall-clock time ('2026-10-14 09:30', UTC+8) as a Date. */
function bazhongTime(local: string): Date {
  const time = new Date(`${local.replace(' ', 'T')}:00${CHINA_UTC_OFFSET}`);
  if (Number.isNaN(time.getTime())) throw new Error(`demo workflow: not a time: ${local}`);
  return time;
}

/** An office act: Monday to Friday, not a holiday, 08:30–18:00 in Bazhong. */
function officeTime(local: string): Date {
  const time = bazhongTime(local);
  const wall = chinaWallClock(time);
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const weekday = wall.getUTCDay();
  if (weekday === 0 || weekday === 6 || HOLIDAYS.has(local.slice(0, 10)) || minutes < 8 * 60 + 30 || minutes > 18 * 60) {
    throw new Error(`demo workflow: ${local} is outside office hours`);
  }
  return time;
}

// ─── Steps ──────────────────────────────────────────────────────────────────────────────

interface UnitPick {
  unitName: string;
  main: boolean;
}

/** One event: who sends it, its body (without `version`, which the loop adds) and when. */
interface Step {
  by: string;
  body: Record<string, unknown>;
  at: string;
  /** Assigned units by name; the loop turns them into `units` with ids and assign types. */
  units?: UnitPick[];
  /** Co-signers by username; the loop turns them into `coSignerIds`. */
  coSigners?: string[];
}

const step = (by: string, body: Record<string, unknown>, at: string, extra: Partial<Step> = {}): Step => ({ by, body, at, ...extra });

const main = (unitName: string): UnitPick => ({ unitName, main: true });
const co = (unitName: string): UnitPick => ({ unitName, main: false });

/** Proposal examine results: 0 as proposal, 1 turn into suggestion, 3 return. */
const P_PASS = 0;
const P_TURN = 1;
const P_RETURN = 3;
/** Suggestion examine results: 1 pass, 2 return, 3 reference only. */
const S_PASS = 1;
const S_RETURN = 2;
const S_REFERENCE = 3;

const save = (coSigners: string[], at: string) => step(AUTHOR, { type: 'SAVE' }, at, { coSigners });
const submit = (at: string) => step(AUTHOR, { type: 'SUBMIT' }, at);
const resubmit = (edits: { content?: string }, at: string) => step(AUTHOR, { type: 'RESUBMIT', ...edits }, at);
const examine = (by: string, result: number, opinion: string, at: string) => step(by, { type: 'EXAMINE', result, opinion }, at);
const assign = (by: string, units: UnitPick[], at: string) => step(by, { type: 'ASSIGN' }, at, { units });
const signFor = (by: string, at: string) => step(by, { type: 'SIGN_FOR' }, at);
const applyAdjust = (by: string, reason: string, at: string) => step(by, { type: 'APPLY_ADJUST', reason }, at);
const applyDelay = (by: string, reason: string, at: string) => step(by, { type: 'APPLY_DELAY', reason }, at);
const approveDelay = (opinion: string, at: string) => step(WORK, { type: 'APPROVE_DELAY', opinion }, at);
const rejectDelay = (opinion: string, at: string) => step(WORK, { type: 'REJECT_DELAY', opinion }, at);
const coOpinion = (by: string, opinion: string, at: string) => step(by, { type: 'OPINION', opinion }, at);
const reply = (by: string, answer: UnitReply, at: string) => step(by, { type: 'REPLY', content: answer.content, answerCategory: answer.answerCategory }, at);
const evaluate = (satisfaction: 1 | 2 | 3, comment: string, at: string) => step(AUTHOR, { type: 'EVALUATE', satisfaction, comment }, at);
const conclude = (by: string, opinion: string, at: string) => step(by, { type: 'CONCLUDE', opinion }, at);
const requestWithdrawal = (reason: string, at: string) => step(AUTHOR, { type: 'REQUEST_WITHDRAWAL', reason }, at);
const approveWithdrawal = (opinion: string, at: string) => step(CONGRESS_ADMIN, { type: 'APPROVE_WITHDRAWAL', opinion }, at);
const rejectWithdrawal = (opinion: string, at: string) => step(CONGRESS_ADMIN, { type: 'REJECT_WITHDRAWAL', opinion }, at);

// Contact-station messages.
const read = (by: string, at: string) => step(by, { type: 'READ' }, at);
const propose = (delegateSuggestion: string, at: string) => step(DEPUTY, { type: 'PROPOSE', delegateSuggestion }, at);
const stationAssign = (stationSuggestion: string, at: string) => step(STATION, { type: 'ASSIGN', stationSuggestion }, at);
const handle = (by: string, handleResult: string, at: string) => step(by, { type: 'REPLY', handleResult }, at);

/** The first three examinations of a proposal that passes all of them. */
const passedExaminations = (group: string, body: string, presidium: string) => [
  examine(WORK, P_PASS, OPINIONS.proposalGroupPass, group),
  examine(SPECIAL_COMMITTEE, P_PASS, OPINIONS.proposalBodyPass, body),
  examine(CONGRESS_ADMIN, P_PASS, OPINIONS.proposalPresidiumPass, presidium),
];
/** A suggestion passed by the 巴州区 delegation and by the suggestion group. */
const passedReviews = (delegation: string, group: string) => [
  examine(DELEGATION, S_PASS, OPINIONS.suggestionDelegationPass, delegation),
  examine(WORK, S_PASS, OPINIONS.suggestionGroupPass, group),
];

// ─── Scenarios ──────────────────────────────────────────────────────────────────────────

export interface RecordScenario {
  type: RecordType;
  /** The author's username (a deputy). */
  author: string;
  /** Co-signers' usernames, given when the draft is created. */
  coSigners?: string[];
  /** A proposal made in the name of the author's delegation instead of ten deputies. */
  inDelegationName?: boolean;
  text: RecordText;
  created: string;
  steps: Step[];
  /** The status the steps must reach. */
  status: number;
  /** Steps of the suggestion the proposal was turned into (102/202/302; otherwise it waits at 300). */
  linked?: { steps: Step[]; status: number };
}

export interface MessageScenario {
  /** The addressed deputy's username; a deputy of the station 13800000007 manages. */
  deputy: string;
  text: MessageText;
  /** When the citizen submitted it (any hour: citizens write in the evening and at weekends). */
  submitted: string;
  steps: Step[];
  handleStatus: number;
}

/** The scenarios of one record type, which each row would otherwise repeat. */
const ofType = (type: RecordType, scenarios: Omit<RecordScenario, 'type'>[]): RecordScenario[] => scenarios.map((s) => ({ type, ...s }));

export const PROPOSAL_SCENARIOS: readonly RecordScenario[] = ofType('proposal', [
  {
    // 0: a draft still gathering co-signers.
    author: '13900000003', // 王建国
    text: PROPOSALS.parking,
    created: '2026-11-16 10:20',
    steps: [save(nineCoSigners('13900000003', 3), '2026-11-18 15:40')],
    status: 0,
  },
  {
    author: '13900000002', // 李秀英
    coSigners: nineCoSigners('13900000002', 5),
    text: PROPOSALS.medicalInsurance,
    created: '2026-11-09 09:40',
    steps: [submit('2026-11-13 10:05')],
    status: 100,
  },
  {
    author: '13900000006', // 杨晓东
    coSigners: nineCoSigners('13900000006', 0),
    text: PROPOSALS.propertyRegulation,
    created: '2026-10-19 14:50',
    steps: [submit('2026-10-21 09:15'), examine(WORK, P_RETURN, OPINIONS.propertyRegulationReturn, '2026-10-28 16:20')],
    status: 101,
  },
  {
    // 102: the server creates the linked suggestion at 300, waiting for assignment.
    author: '13900000004', // 陈红梅
    coSigners: nineCoSigners('13900000004', 1),
    text: PROPOSALS.classSize,
    created: '2026-09-14 10:00',
    steps: [submit('2026-09-16 11:00'), examine(WORK, P_TURN, OPINIONS.classSizeTurn, '2026-09-24 15:30')],
    status: 102,
  },
  {
    // 200, after a return by the review group and a resubmission with the missing figures.
    author: '13900000008', // 黄志刚
    coSigners: nineCoSigners('13900000008', 2),
    text: PROPOSALS.floodControl,
    created: '2026-10-12 09:30',
    steps: [
      submit('2026-10-14 10:00'),
      examine(WORK, P_RETURN, OPINIONS.floodControlReturn, '2026-10-20 15:00'),
      resubmit({ content: PROPOSALS.floodControl.content + PROPOSALS.floodControl.supplement }, '2026-10-27 09:40'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-11-04 10:30'),
    ],
    status: 200,
  },
  {
    author: '13900000017', // 邓志勇, in the name of the 恩阳区 delegation
    inDelegationName: true,
    text: PROPOSALS.farmland,
    created: '2026-09-07 09:10',
    steps: [
      submit('2026-09-09 10:30'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-09-16 14:40'),
      examine(SPECIAL_COMMITTEE, P_RETURN, OPINIONS.farmlandReturn, '2026-09-29 10:10'),
    ],
    status: 201,
  },
  {
    // 202, and its linked suggestion handled to the end.
    author: '13900000010', // 吴国强
    coSigners: nineCoSigners('13900000010', 4),
    text: PROPOSALS.ruralRoads,
    created: '2026-05-11 09:20',
    steps: [
      submit('2026-05-13 10:00'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-05-20 15:10'),
      examine(SPECIAL_COMMITTEE, P_TURN, OPINIONS.ruralRoadsTurn, '2026-06-03 10:40'),
    ],
    status: 202,
    linked: {
      steps: [
        assign(WORK, [main(TRANSPORT_BUREAU)], '2026-06-10 09:50'),
        signFor(TRANSPORT, '2026-06-12 10:15'),
        reply(TRANSPORT, REPLIES.ruralRoads, '2026-08-28 16:00'),
        evaluate(1, EVALUATIONS.ruralRoadsSatisfied, '2026-09-08 11:20'),
      ],
      status: 600,
    },
  },
  {
    author: '13900000042', // 李红霞, in the name of the 南江县 delegation
    inDelegationName: true,
    text: PROPOSALS.mountainTourism,
    created: '2026-10-26 10:00',
    steps: [
      submit('2026-10-28 09:30'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-11-04 14:30'),
      examine(SPECIAL_COMMITTEE, P_PASS, OPINIONS.proposalBodyPass, '2026-11-12 10:00'),
    ],
    status: 300,
  },
  {
    author: '13900000012', // 孙明亮
    coSigners: nineCoSigners('13900000012', 6),
    text: PROPOSALS.elderlyCare,
    created: '2026-08-24 15:00',
    steps: [
      submit('2026-08-26 09:45'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-09-02 10:20'),
      examine(SPECIAL_COMMITTEE, P_PASS, OPINIONS.proposalBodyPass, '2026-09-15 15:00'),
      examine(CONGRESS_ADMIN, P_RETURN, OPINIONS.elderlyCarePresidiumReturn, '2026-09-29 16:30'),
    ],
    status: 301,
  },
  {
    author: '13900000027', // 李登才, in the name of the 通江县 delegation
    inDelegationName: true,
    text: PROPOSALS.tremella,
    created: '2026-09-21 09:00',
    steps: [
      submit('2026-09-23 10:10'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-10-09 10:30'),
      examine(SPECIAL_COMMITTEE, P_PASS, OPINIONS.proposalBodyPass, '2026-10-16 15:20'),
      examine(CONGRESS_ADMIN, P_TURN, OPINIONS.tremellaTurn, '2026-10-23 11:00'),
    ],
    status: 302,
  },
  {
    author: '13900000001', // 张明华
    coSigners: nineCoSigners('13900000001', 0),
    text: PROPOSALS.oldCompounds,
    created: '2026-10-09 09:30',
    steps: [submit('2026-10-13 10:00'), ...passedExaminations('2026-10-20 10:40', '2026-10-30 15:00', '2026-11-10 10:00')],
    status: 400,
  },
  {
    // 500, with the co-handling unit's opinion already sent.
    author: '13900000007', // 赵雪梅
    coSigners: nineCoSigners('13900000007', 3),
    text: PROPOSALS.cityBus,
    created: '2026-06-01 10:30',
    steps: [
      submit('2026-06-03 09:40'),
      ...passedExaminations('2026-06-10 14:30', '2026-06-17 10:10', '2026-06-24 15:40'),
      assign(CONGRESS_ADMIN, [main(TRANSPORT_BUREAU), co(HOUSING_BUREAU)], '2026-07-01 10:00'),
      coOpinion(HOUSING, OPINIONS.cityBusCoOpinion, '2026-07-29 16:10'),
    ],
    status: 500,
  },
  {
    author: '13900000005', // 刘德福
    coSigners: nineCoSigners('13900000005', 7),
    text: PROPOSALS.ruralBus,
    created: '2026-04-13 09:50',
    steps: [
      submit('2026-04-15 10:20'),
      ...passedExaminations('2026-04-22 15:00', '2026-04-29 10:30', '2026-05-12 09:40'),
      assign(CONGRESS_ADMIN, [main(TRANSPORT_BUREAU)], '2026-05-19 10:00'),
      reply(TRANSPORT, REPLIES.ruralBus, '2026-11-13 16:30'),
    ],
    status: 600,
  },
  {
    // 700 by a satisfied evaluation.
    author: '13900000001', // 张明华
    coSigners: nineCoSigners('13900000001', 4),
    text: PROPOSALS.elevators,
    created: '2026-03-09 09:30',
    steps: [
      submit('2026-03-11 10:00'),
      ...passedExaminations('2026-03-18 14:30', '2026-03-25 10:00', '2026-04-08 15:30'),
      assign(CONGRESS_ADMIN, [main(HOUSING_BUREAU)], '2026-04-15 10:00'),
      reply(HOUSING, REPLIES.elevators, '2026-07-08 16:00'),
      evaluate(1, EVALUATIONS.elevatorsSatisfied, '2026-07-20 10:30'),
    ],
    status: 700,
  },
  {
    // 700 after rehandling: unsatisfied (3) → 500 → answered again → basically satisfied (2).
    author: '13900000011', // 郑海燕
    coSigners: nineCoSigners('13900000011', 5),
    text: PROPOSALS.logisticsHub,
    created: '2026-03-16 10:00',
    steps: [
      submit('2026-03-18 09:30'),
      ...passedExaminations('2026-03-25 15:00', '2026-04-01 10:20', '2026-04-15 16:00'),
      assign(CONGRESS_ADMIN, [main(TRANSPORT_BUREAU), co(HOUSING_BUREAU)], '2026-04-22 09:30'),
      coOpinion(HOUSING, OPINIONS.logisticsCoOpinion, '2026-05-20 15:00'),
      reply(TRANSPORT, REPLIES.logisticsFirst, '2026-07-15 16:20'),
      evaluate(3, EVALUATIONS.logisticsUnsatisfied, '2026-07-22 09:50'),
      reply(TRANSPORT, REPLIES.logisticsSecond, '2026-09-16 15:30'),
      evaluate(2, EVALUATIONS.logisticsBasically, '2026-09-24 10:40'),
    ],
    status: 700,
  },
  {
    // 700 concluded by the congress administrator.
    author: '13900000020', // 蒋晓琴, in the name of the 恩阳区 delegation
    inDelegationName: true,
    text: PROPOSALS.developmentZoneRoad,
    created: '2026-03-23 09:40',
    steps: [
      submit('2026-03-25 10:10'),
      ...passedExaminations('2026-04-01 14:50', '2026-04-08 10:00', '2026-04-22 15:20'),
      assign(CONGRESS_ADMIN, [main(TRANSPORT_BUREAU)], '2026-04-29 10:00'),
      reply(TRANSPORT, REPLIES.developmentZoneRoad, '2026-08-20 16:00'),
      conclude(CONGRESS_ADMIN, OPINIONS.developmentZoneConclude, '2026-10-30 10:00'),
    ],
    status: 700,
  },
  {
    // 701: a withdrawal waiting for the congress administrator.
    author: '13900000009', // 周丽娟
    coSigners: nineCoSigners('13900000009', 2),
    text: PROPOSALS.kindergartens,
    created: '2026-10-12 10:10',
    steps: [
      submit('2026-10-14 09:50'),
      examine(WORK, P_PASS, OPINIONS.proposalGroupPass, '2026-10-21 15:00'),
      requestWithdrawal(OPINIONS.kindergartensWithdrawal, '2026-11-18 10:30'),
    ],
    status: 701,
  },
  {
    // A withdrawal rejected: back at 400, where it was asked from.
    author: '13900000055', // 付建华, in the name of the 平昌县 delegation
    inDelegationName: true,
    text: PROPOSALS.chineseMedicine,
    created: '2026-09-28 10:00',
    steps: [
      submit('2026-09-30 09:30'),
      ...passedExaminations('2026-10-12 15:10', '2026-10-19 10:30', '2026-10-28 15:00'),
      requestWithdrawal(OPINIONS.chineseMedicineWithdrawal, '2026-11-03 10:00'),
      rejectWithdrawal(OPINIONS.chineseMedicineKeep, '2026-11-06 15:30'),
    ],
    status: 400,
  },
  {
    // A withdrawal approved: back to a draft, keeping its number.
    author: '13900000014', // 何文军
    coSigners: nineCoSigners('13900000014', 8),
    text: PROPOSALS.ebikeCharging,
    created: '2026-10-26 15:00',
    steps: [
      submit('2026-10-28 10:00'),
      requestWithdrawal(OPINIONS.ebikeWithdrawal, '2026-11-02 09:40'),
      approveWithdrawal(OPINIONS.ebikeApproved, '2026-11-05 10:20'),
    ],
    status: 0,
  },
]);

// Every suggestion author is a 巴州区 deputy: the 巴州区 delegation account examines them at 100.
export const SUGGESTION_SCENARIOS: readonly RecordScenario[] = ofType('suggest', [
  {
    author: '13900000013', // 马玉兰
    text: SUGGESTIONS.nightMarket,
    created: '2026-11-17 16:10',
    steps: [],
    status: 0,
  },
  {
    author: '13900000014', // 何文军
    text: SUGGESTIONS.busStop,
    created: '2026-11-16 09:30',
    steps: [submit('2026-11-18 10:20')],
    status: 100,
  },
  {
    author: '13900000015', // 罗春燕
    text: SUGGESTIONS.townshipClinics,
    created: '2026-10-30 15:20',
    steps: [submit('2026-11-02 09:40'), examine(DELEGATION, S_RETURN, OPINIONS.townshipClinicsReturn, '2026-11-06 15:00')],
    status: 101,
  },
  {
    // 200, after a return by the delegation and a resubmission with the facts asked for.
    author: '13900000016', // 谢永红
    text: SUGGESTIONS.teaBrand,
    created: '2026-10-19 10:00',
    steps: [
      submit('2026-10-20 09:30'),
      examine(DELEGATION, S_RETURN, OPINIONS.teaBrandReturn, '2026-10-23 14:30'),
      resubmit({ content: SUGGESTIONS.teaBrand.revised }, '2026-10-28 10:10'),
      examine(DELEGATION, S_PASS, OPINIONS.suggestionDelegationPass, '2026-11-03 15:20'),
    ],
    status: 200,
  },
  {
    author: '13900000003', // 王建国
    text: SUGGESTIONS.constructionDust,
    created: '2026-10-09 14:00',
    steps: [
      submit('2026-10-12 09:20'),
      examine(DELEGATION, S_PASS, OPINIONS.suggestionDelegationPass, '2026-10-16 10:30'),
      examine(WORK, S_RETURN, OPINIONS.constructionDustReturn, '2026-10-27 15:40'),
    ],
    status: 201,
  },
  {
    author: '13900000002', // 李秀英, with 罗春燕
    coSigners: ['13900000015'],
    text: SUGGESTIONS.firstAid,
    created: '2026-10-23 16:00',
    steps: [submit('2026-10-26 09:30'), ...passedReviews('2026-10-30 10:15', '2026-11-10 15:00')],
    status: 300,
  },
  {
    // 300 again: the unit sent the assignment back within seven working days, with its reason.
    author: '13900000008', // 黄志刚
    text: SUGGESTIONS.waterlogging,
    created: '2026-10-09 09:20',
    steps: [
      submit('2026-10-09 10:00'),
      ...passedReviews('2026-10-14 10:30', '2026-10-23 14:20'),
      assign(WORK, [main(TRANSPORT_BUREAU)], '2026-11-04 10:00'),
      applyAdjust(TRANSPORT, OPINIONS.waterloggingAdjust, '2026-11-09 16:00'),
    ],
    status: 300,
  },
  {
    // 301: the co-handling unit has signed, the main unit not yet.
    author: '13900000007', // 赵雪梅
    text: SUGGESTIONS.riversideBus,
    created: '2026-10-16 10:00',
    steps: [
      submit('2026-10-20 09:10'),
      ...passedReviews('2026-10-26 10:40', '2026-11-05 15:10'),
      assign(WORK, [main(TRANSPORT_BUREAU), co(HOUSING_BUREAU)], '2026-11-13 10:00'),
      signFor(HOUSING, '2026-11-17 09:30'),
    ],
    status: 301,
  },
  {
    // 301: just assigned, nobody has signed.
    author: '13900000012', // 孙明亮
    text: SUGGESTIONS.schoolPlaces,
    created: '2026-10-26 11:00',
    steps: [
      submit('2026-10-28 09:30'),
      ...passedReviews('2026-11-02 10:20', '2026-11-11 15:30'),
      assign(WORK, [main('巴中市教育局'), co(HOUSING_BUREAU)], '2026-11-19 10:00'),
    ],
    status: 301,
  },
  {
    // 400 with a delay pending; due 2026-11-24.
    author: '13900000005', // 刘德福
    text: SUGGESTIONS.industryRoad,
    created: '2026-07-24 09:40',
    steps: [
      submit('2026-07-27 10:00'),
      ...passedReviews('2026-07-30 15:00', '2026-08-13 10:30'),
      assign(WORK, [main(TRANSPORT_BUREAU)], '2026-08-24 09:50'),
      signFor(TRANSPORT, '2026-08-26 10:10'),
      applyDelay(TRANSPORT, OPINIONS.industryRoadDelay, '2026-11-16 15:00'),
    ],
    status: 400,
  },
  {
    // 400 with the delay approved: due six months after assignment (2026-12-22).
    author: '13900000001', // 张明华, with 王建国
    coSigners: ['13900000003'],
    text: SUGGESTIONS.waterPipes,
    created: '2026-05-22 10:00',
    steps: [
      submit('2026-05-25 09:30'),
      ...passedReviews('2026-05-28 10:40', '2026-06-11 15:00'),
      assign(WORK, [main(HOUSING_BUREAU), co('巴中市水务集团有限公司')], '2026-06-22 10:00'),
      signFor(HOUSING, '2026-06-24 09:30'),
      applyDelay(HOUSING, OPINIONS.waterPipesDelay, '2026-09-08 16:00'),
      approveDelay(OPINIONS.waterPipesDelayApproved, '2026-09-11 10:20'),
    ],
    status: 400,
  },
  {
    // 400 and OVERDUE: assigned 2026-07-14, due 2026-10-14, delay refused, still not answered.
    author: '13900000010', // 吴国强
    text: SUGGESTIONS.qingjiangRoad,
    created: '2026-06-11 15:30',
    steps: [
      submit('2026-06-15 09:40'),
      ...passedReviews('2026-06-18 10:20', '2026-07-02 15:10'),
      assign(WORK, [main(TRANSPORT_BUREAU), co(HOUSING_BUREAU)], '2026-07-14 10:00'),
      signFor(HOUSING, '2026-07-15 09:40'),
      signFor(TRANSPORT, '2026-07-16 10:30'),
      coOpinion(HOUSING, OPINIONS.qingjiangCoOpinion, '2026-08-11 15:00'),
      applyDelay(TRANSPORT, OPINIONS.qingjiangDelay, '2026-09-29 16:10'),
      rejectDelay(OPINIONS.qingjiangDelayRejected, '2026-10-09 10:00'),
    ],
    status: 400,
  },
  {
    author: '13900000004', // 陈红梅
    text: SUGGESTIONS.schoolTraffic,
    created: '2026-06-25 10:00',
    steps: [
      submit('2026-06-29 09:30'),
      ...passedReviews('2026-07-02 10:10', '2026-07-13 15:20'),
      assign(WORK, [main(TRANSPORT_BUREAU)], '2026-07-20 10:00'),
      signFor(TRANSPORT, '2026-07-22 09:30'),
      reply(TRANSPORT, REPLIES.schoolTraffic, '2026-10-16 16:00'),
    ],
    status: 500,
  },
  {
    // 600 by a satisfied evaluation; both units signed, the co-handling unit gave its opinion.
    author: '13900000006', // 杨晓东, with 张明华 and 马玉兰
    coSigners: ['13900000001', '13900000013'],
    text: SUGGESTIONS.backStreets,
    created: '2026-03-26 10:00',
    steps: [
      submit('2026-03-30 09:30'),
      ...passedReviews('2026-04-02 10:30', '2026-04-13 15:00'),
      assign(WORK, [main(HOUSING_BUREAU), co(TRANSPORT_BUREAU)], '2026-04-20 10:00'),
      signFor(TRANSPORT, '2026-04-21 09:40'),
      signFor(HOUSING, '2026-04-22 10:20'),
      coOpinion(TRANSPORT, OPINIONS.backStreetsCoOpinion, '2026-05-20 15:30'),
      reply(HOUSING, REPLIES.backStreets, '2026-07-10 16:00'),
      evaluate(1, EVALUATIONS.backStreetsSatisfied, '2026-07-24 10:00'),
    ],
    status: 600,
  },
  {
    // 600 as reference only, decided by the delegation at 100.
    author: '13900000013', // 马玉兰
    text: SUGGESTIONS.selfEmployedCentre,
    created: '2026-08-28 15:00',
    steps: [submit('2026-09-01 10:00'), examine(DELEGATION, S_REFERENCE, OPINIONS.selfEmployedReference, '2026-09-07 15:30')],
    status: 600,
  },
  {
    // 600 as reference only, decided by the suggestion group at 200.
    author: '13900000009', // 周丽娟
    text: SUGGESTIONS.infantCare,
    created: '2026-08-13 10:20',
    steps: [
      submit('2026-08-17 09:30'),
      examine(DELEGATION, S_PASS, OPINIONS.suggestionDelegationPass, '2026-08-20 10:00'),
      examine(WORK, S_REFERENCE, OPINIONS.infantCareReference, '2026-09-03 15:00'),
    ],
    status: 600,
  },
  {
    // 600 concluded by the working committee after the author left the answer unevaluated.
    author: '13900000011', // 郑海燕
    text: SUGGESTIONS.truckTraffic,
    created: '2026-04-16 10:00',
    steps: [
      submit('2026-04-20 09:40'),
      ...passedReviews('2026-04-23 10:30', '2026-05-06 15:00'),
      assign(WORK, [main(TRANSPORT_BUREAU)], '2026-05-11 10:00'),
      signFor(TRANSPORT, '2026-05-13 09:30'),
      reply(TRANSPORT, REPLIES.truckTraffic, '2026-08-07 16:00'),
      conclude(WORK, OPINIONS.truckTrafficConclude, '2026-09-24 10:30'),
    ],
    status: 600,
  },
  {
    // 600 after rehandling: unsatisfied (3) → 400 for a month → answered again → basically satisfied.
    author: '13900000014', // 何文军
    text: SUGGESTIONS.sewerSeparation,
    created: '2026-03-27 09:30',
    steps: [
      submit('2026-03-31 10:00'),
      ...passedReviews('2026-04-03 10:00', '2026-04-16 15:30'),
      assign(WORK, [main(HOUSING_BUREAU)], '2026-04-27 10:00'),
      signFor(HOUSING, '2026-04-29 09:40'),
      reply(HOUSING, REPLIES.sewerFirst, '2026-07-17 16:00'),
      evaluate(3, EVALUATIONS.sewerUnsatisfied, '2026-07-23 10:30'),
      reply(HOUSING, REPLIES.sewerSecond, '2026-08-19 15:30'),
      evaluate(2, EVALUATIONS.sewerBasically, '2026-08-26 10:00'),
    ],
    status: 600,
  },
]);

/** Messages left for deputies of 巴州区东城街道代表联络站, handled by the deputy and the station manager. */
export const MESSAGE_SCENARIOS: readonly MessageScenario[] = [
  { deputy: '13900000001', text: MESSAGES.streetLights, submitted: '2026-11-20 21:14', steps: [], handleStatus: 0 },
  // Several unread for 张明华: opening one marks it read, and more than one journey opens one.
  { deputy: '13900000001', text: MESSAGES.busShelter, submitted: '2026-11-21 18:40', steps: [], handleStatus: 0 },
  { deputy: '13900000001', text: MESSAGES.parkingLot, submitted: '2026-11-22 08:15', steps: [], handleStatus: 0 },
  { deputy: '13900000002', text: MESSAGES.weekendClinic, submitted: '2026-11-19 19:32', steps: [], handleStatus: 0 },
  { deputy: '13900000001', text: MESSAGES.corridorClutter, submitted: '2026-11-18 20:05', steps: [read(DEPUTY, '2026-11-19 09:20')], handleStatus: 0 },
  { deputy: '13900000004', text: MESSAGES.schoolGate, submitted: '2026-11-19 12:30', steps: [read(STATION, '2026-11-20 10:05')], handleStatus: 0 },
  {
    deputy: '13900000001',
    text: MESSAGES.brokenPavement,
    submitted: '2026-11-08 10:15',
    steps: [read(DEPUTY, '2026-11-10 09:30'), propose(MESSAGES.brokenPavement.delegateSuggestion, '2026-11-11 15:00')],
    handleStatus: 100,
  },
  {
    deputy: '13900000003',
    text: MESSAGES.fallingTiles,
    submitted: '2026-11-14 16:40',
    steps: [read(DEPUTY, '2026-11-16 09:10'), propose(MESSAGES.fallingTiles.delegateSuggestion, '2026-11-16 10:20')],
    handleStatus: 100,
  },
  {
    deputy: '13900000001',
    text: MESSAGES.marketStalls,
    submitted: '2026-10-19 07:50',
    steps: [
      read(DEPUTY, '2026-10-20 09:10'),
      propose(MESSAGES.marketStalls.delegateSuggestion, '2026-10-21 10:00'),
      stationAssign(MESSAGES.marketStalls.stationSuggestion, '2026-10-22 09:30'),
    ],
    handleStatus: 200,
  },
  {
    deputy: '13900000008',
    text: MESSAGES.waterPressure,
    submitted: '2026-10-30 22:10',
    steps: [
      read(DEPUTY, '2026-11-02 09:00'),
      propose(MESSAGES.waterPressure.delegateSuggestion, '2026-11-03 10:30'),
      stationAssign(MESSAGES.waterPressure.stationSuggestion, '2026-11-05 15:00'),
    ],
    handleStatus: 200,
  },
  {
    // Answered by the deputy directly from 0.
    deputy: '13900000001',
    text: MESSAGES.seniorCanteen,
    submitted: '2026-09-12 11:20',
    steps: [read(DEPUTY, '2026-09-14 09:10'), handle(DEPUTY, MESSAGES.seniorCanteen.handleResult, '2026-09-16 16:00')],
    handleStatus: 300,
  },
  {
    // 0 → 100 → 200 → 300, answered by the station.
    deputy: '13900000001',
    text: MESSAGES.septicOverflow,
    submitted: '2026-08-05 20:30',
    steps: [
      read(DEPUTY, '2026-08-06 08:50'),
      propose(MESSAGES.septicOverflow.delegateSuggestion, '2026-08-06 10:00'),
      stationAssign(MESSAGES.septicOverflow.stationSuggestion, '2026-08-07 09:30'),
      handle(STATION, MESSAGES.septicOverflow.handleResult, '2026-09-10 15:00'),
    ],
    handleStatus: 300,
  },
  {
    // 0 → 100 → 200 → 300, answered by the deputy.
    deputy: '13900000006',
    text: MESSAGES.wageArrears,
    submitted: '2026-07-02 13:10',
    steps: [
      read(STATION, '2026-07-03 08:40'),
      propose(MESSAGES.wageArrears.delegateSuggestion, '2026-07-03 10:00'),
      stationAssign(MESSAGES.wageArrears.stationSuggestion, '2026-07-06 09:40'),
      handle(DEPUTY, MESSAGES.wageArrears.handleResult, '2026-08-20 15:30'),
    ],
    handleStatus: 300,
  },
  {
    deputy: '13900000015',
    text: MESSAGES.familyDoctor,
    submitted: '2026-06-20 09:00',
    steps: [read(DEPUTY, '2026-06-22 09:30'), handle(DEPUTY, MESSAGES.familyDoctor.handleResult, '2026-06-26 15:00')],
    handleStatus: 300,
  },
];

// ─── The message number ─────────────────────────────────────────────────────────────────

/** Message numbers of the scenarios, numbered per day in the order of submission. */
function messageNumbers(scenarios: readonly MessageScenario[]): string[] {
  const order = scenarios.map((s, i) => ({ i, at: bazhongTime(s.submitted) })).sort((a, b) => a.at.getTime() - b.at.getTime());
  const perDay = new Map<string, number>();
  const numbers: string[] = [];
  for (const { i, at } of order) {
    const day = messageNumber(at, 0);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    numbers[i] = messageNumber(at, perDay.get(day)!);
  }
  return numbers;
}

// ─── The loop ───────────────────────────────────────────────────────────────────────────

type UserRow = typeof sysUser.$inferSelect;

interface Refs {
  tx: Database;
  user(username: string): UserRow;
  actor(username: string): Promise<Actor>;
  delegateId(username: string): number;
  unit(pick: UnitPick): { unitId: number; assignType: number; main: boolean };
}

async function refsOf(tx: Database): Promise<Refs> {
  const users = new Map((await tx.select().from(sysUser)).map((u) => [u.username, u]));
  const units = new Map((await tx.select().from(sysNpcUnit)).map((u) => [u.unitName, u]));
  const actors = new Map<string, Promise<Actor>>();
  const user = (username: string) => {
    const row = users.get(username);
    if (!row) throw new Error(`demo workflow: no user ${username}`);
    return row;
  };
  return {
    tx,
    user,
    actor(username) {
      if (!actors.has(username)) actors.set(username, actorOf(tx, user(username)));
      return actors.get(username)!;
    },
    delegateId(username) {
      const id = user(username).fkDelegateId;
      if (id === null) throw new Error(`demo workflow: ${username} is not a deputy`);
      return id;
    },
    unit({ unitName, main: isMain }) {
      const unit = units.get(unitName);
      if (!unit) throw new Error(`demo workflow: no unit ${unitName}`);
      return { unitId: unit.unitId, assignType: unit.assignType, main: isMain };
    },
  };
}

/** A record as the loop moves it: its id once created, and the version the next event must carry. */
interface Moving {
  id: number | string | null;
  version: number;
}

/** One dated act of the demo; the loop runs all of them in the order of time. */
interface Act {
  at: Date;
  run(): Promise<void>;
}

/** Sends one step through the service; any refusal stops the seed. */
async function sendStep(refs: Refs, kind: RecordType | 'message', moving: Moving, s: Step, who: string, what: string): Promise<void> {
  const body: Record<string, unknown> = { ...s.body, version: moving.version };
  if (s.units) body.units = s.units.map(refs.unit);
  if (s.coSigners) body.coSignerIds = s.coSigners.map(refs.delegateId);
  const actor = await refs.actor(who);
  const at = officeTime(s.at);
  try {
    await sendRecordEvent(refs.tx, kind === 'message' ? stationMessageKind : recordKinds[kind], moving.id!, body, actor, at, { withDetail: false });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new Error(`demo workflow: ${what}: ${String(s.body.type)} by ${who} at ${s.at} refused (${error.httpStatus}): ${error.msg}`, { cause: error });
  }
  moving.version += 1;
}

function checkIncreasing(what: string, times: string[]): void {
  for (let i = 1; i < times.length; i += 1) {
    if (bazhongTime(times[i]).getTime() <= bazhongTime(times[i - 1]).getTime()) {
      throw new Error(`demo workflow: ${what}: ${times[i]} does not come after ${times[i - 1]}`);
    }
  }
}

function recordActs(refs: Refs, scenario: RecordScenario, checks: (() => Promise<void>)[]): Act[] {
  const what = `${scenario.type} 「${scenario.text.title}」`;
  const linkedSteps = scenario.linked?.steps ?? [];
  checkIncreasing(what, [scenario.created, ...scenario.steps.map((s) => s.at), ...linkedSteps.map((s) => s.at)]);
  const record: Moving = { id: null, version: 0 };
  const linked: Moving = { id: null, version: 0 };

  const create: Act = {
    at: officeTime(scenario.created),
    run: async () => {
      const actor = await refs.actor(scenario.author);
      const input = {
        title: scenario.text.title,
        content: scenario.text.content,
        ...(scenario.coSigners ? { coSignerIds: scenario.coSigners.map(refs.delegateId) } : {}),
        ...(scenario.inDelegationName ? { delegationId: actor.delegationId } : {}),
      };
      try {
        record.id = await createRecord(refs.tx, recordKinds[scenario.type], actor, input, officeTime(scenario.created));
      } catch (error) {
        if (error instanceof Refusal) throw new Error(`demo workflow: ${what}: CREATE refused: ${error.msg}`, { cause: error });
        throw error;
      }
    },
  };
  const acts = scenario.steps.map((s): Act => ({
    at: officeTime(s.at),
    run: () => sendStep(refs, scenario.type, record, s, s.by === AUTHOR ? scenario.author : s.by, what),
  }));
  const linkedActs = linkedSteps.map((s): Act => ({
    at: officeTime(s.at),
    run: async () => {
      linked.id ??= await linkedSuggestionOf(refs.tx, record.id as number);
      await sendStep(refs, 'suggest', linked, s, s.by === AUTHOR ? scenario.author : s.by, `${what} → suggestion`);
    },
  }));

  checks.push(async () => {
    const status = await statusOf(refs.tx, scenario.type, record.id as number);
    if (status !== scenario.status) throw new Error(`demo workflow: ${what} ended at ${status}, not ${scenario.status}`);
    if (workflowOf[scenario.type].groups.converted.includes(status as never)) {
      const linkedStatus = await statusOf(refs.tx, 'suggest', await linkedSuggestionOf(refs.tx, record.id as number));
      const expected = scenario.linked?.status ?? 300;
      if (linkedStatus !== expected) throw new Error(`demo workflow: the suggestion of ${what} ended at ${linkedStatus}, not ${expected}`);
    }
  });
  return [create, ...acts, ...linkedActs];
}

async function linkedSuggestionOf(tx: Database, proposalId: number): Promise<number> {
  const [row] = await tx.select({ linked: proposal.linkedSuggestId }).from(proposal).where(eq(proposal.proposalId, proposalId));
  if (!row?.linked) throw new Error(`demo workflow: proposal ${proposalId} has no linked suggestion`);
  return row.linked;
}

/** Each record type's workflow (its status groups). */
const workflowOf = { proposal: proposalWorkflow, suggest: suggestionWorkflow } as const;

async function statusOf(tx: Database, type: RecordType | 'message', id: number | string): Promise<number | undefined> {
  const kind = type === 'message' ? stationMessageKind : recordKinds[type];
  const [row] = (await tx
    .select({ status: (kind.table as never as Record<string, AnyPgColumn>)[kind.statusField] })
    .from(kind.table)
    .where(eq(kind.idColumn, id))) as { status: number }[];
  return row?.status;
}

async function messageActs(refs: Refs, scenarios: readonly MessageScenario[], checks: (() => Promise<void>)[]): Promise<Act[]> {
  const stationId = refs.user(STATION).fkStationId;
  if (stationId === null) throw new Error(`demo workflow: ${STATION} manages no station`);
  const deputyIds = [...new Set(scenarios.map((s) => refs.delegateId(s.deputy)))];
  const stations = await refs.tx
    .select({ delegateId: npcDelegate.delegateId, stationId: npcDelegate.fkStationId })
    .from(npcDelegate)
    .where(inArray(npcDelegate.delegateId, deputyIds));
  for (const deputy of stations) {
    if (deputy.stationId !== stationId) throw new Error(`demo workflow: deputy ${deputy.delegateId} is not addressed by the station of ${STATION}`);
  }
  const numbers = messageNumbers(scenarios);

  return scenarios.flatMap((scenario, i): Act[] => {
    const what = `message 「${scenario.text.title}」`;
    checkIncreasing(what, [scenario.submitted, ...scenario.steps.map((s) => s.at)]);
    const message: Moving = { id: numbers[i], version: 0 };
    const deputy = refs.user(scenario.deputy);
    // The citizen's submission is not an event of the machine: the row is stored at 0, unread,
    // and its createTime is the submission time; the history starts with the first event.
    const submit: Act = {
      at: bazhongTime(scenario.submitted),
      run: async () => {
        await refs.tx.insert(contactStationSuggest).values({
          massesSuggestId: numbers[i],
          title: scenario.text.title,
          content: scenario.text.content,
          address: scenario.text.address,
          massesName: scenario.text.massesName,
          massesPhone: scenario.text.massesPhone,
          fkDelegateId: deputy.fkDelegateId,
          delegateName: deputy.realName,
          fkStationId: stationId,
          createTime: bazhongTime(scenario.submitted).toISOString(),
        });
        // As the portal's intake does: the addressed deputy is told in the same transaction.
        await noticeRecordMove(refs.tx, {
          type: 'message',
          id: numbers[i],
          eventType: 'CREATE',
          toStatus: 0,
          row: { fkDelegateId: deputy.fkDelegateId },
          sender: { userId: null, realName: scenario.text.massesName ?? ANONYMOUS_CITIZEN },
          at: bazhongTime(scenario.submitted),
        });
      },
    };
    checks.push(async () => {
      const status = await statusOf(refs.tx, 'message', numbers[i]);
      if (status !== scenario.handleStatus) throw new Error(`demo workflow: ${what} ended at ${status}, not ${scenario.handleStatus}`);
    });
    const acts = scenario.steps.map((s): Act => ({
      at: officeTime(s.at),
      run: () => sendStep(refs, 'message', message, s, s.by === DEPUTY ? scenario.deputy : s.by, what),
    }));
    return [submit, ...acts];
  });
}

export interface WorkflowDemoCounts {
  proposals: number;
  suggestions: number;
  messages: number;
}

/**
 * Plays every scenario inside the seed's transaction, all acts in the order of their time, so
 * readable numbers follow the order of submission as they would in real use. Then checks that
 * each record stopped at the status its scenario names.
 */
export async function seedWorkflowDemo(tx: Database): Promise<WorkflowDemoCounts> {
  const refs = await refsOf(tx);
  const checks: (() => Promise<void>)[] = [];
  const acts = [
    ...PROPOSAL_SCENARIOS.flatMap((s) => recordActs(refs, s, checks)),
    ...SUGGESTION_SCENARIOS.flatMap((s) => recordActs(refs, s, checks)),
    ...(await messageActs(refs, MESSAGE_SCENARIOS, checks)),
  ];
  // A stable sort keeps a record's own acts in their order when two share a minute.
  acts.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const act of acts) await act.run();
  for (const check of checks) await check();

  const linked = PROPOSAL_SCENARIOS.filter((s) => proposalWorkflow.groups.converted.includes(s.status as never)).length;
  return {
    proposals: PROPOSAL_SCENARIOS.length,
    suggestions: SUGGESTION_SCENARIOS.length + linked,
    messages: MESSAGE_SCENARIOS.length,
  };
}
