import { randomBytes } from 'node:crypto';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { Role } from '@machines/roles';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import { expect } from 'vitest';
import type { Actor } from '@machines/actor';
import type { Accepted, Decision } from '@machines/workflow';
import type { RoleCode } from '@machines/roles';
import { proposalContextDefaults } from '@machines/proposal/index';
import { suggestionContextDefaults } from '@machines/suggestion/index';
import { stationMessageContextDefaults } from '@machines/station-message/index';
import { deputyRecordContextDefaults } from '@machines/deputy-record/index';
import {
  contactStationSuggest,
  contactStationSuggestHistory,
  npcDelegate,
  npcDelegateHistory,
  npcGroupAdmin,
  npcGroupMember,
  proposal,
  proposalHistory,
  suggest,
  suggestHistory,
  sysUser,
} from '@server/db/schema';
import type { HistoryRow } from '@server/services/workflow/engine';
import { transitionIdOf, type LifecyclePath } from './lifecycle-paths';
import { bearer, type TestApp } from './test-app';

/** The three lifecycle records of the workflow API. */
export type Kind = 'proposal' | 'suggest' | 'message' | 'deputy';
export type Id = number | string;
type Row = Record<string, unknown>;

/** An answer of app.inject with its JSON body (undefined when there is none, e.g. 204). */
// The bodies are read field by field in assertions, as `response.json()` (any) would be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<TBody = any> {
  statusCode: number;
  body: TBody;
}

const BASE: Record<Kind, string> = { proposal: '/api/proposal', suggest: '/api/suggest', message: '/api/contactStationSuggest', deputy: '/api/npcDelegate' };

const STORE = {
  proposal: { table: proposal, id: proposal.proposalId, history: proposalHistory, historyOf: proposalHistory.fkProposalId, historyId: proposalHistory.historyId, statusField: 'status', context: proposalContextDefaults },
  suggest: { table: suggest, id: suggest.suggestId, history: suggestHistory, historyOf: suggestHistory.fkSuggestId, historyId: suggestHistory.historyId, statusField: 'status', context: suggestionContextDefaults },
  message: {
    table: contactStationSuggest,
    id: contactStationSuggest.massesSuggestId,
    history: contactStationSuggestHistory,
    historyOf: contactStationSuggestHistory.fkMassesSuggestId,
    historyId: contactStationSuggestHistory.historyId,
    statusField: 'handleStatus',
    context: stationMessageContextDefaults,
  },
  deputy: {
    table: npcDelegate,
    id: npcDelegate.delegateId,
    history: npcDelegateHistory,
    historyOf: npcDelegateHistory.fkDelegateId,
    historyId: npcDelegateHistory.historyId,
    statusField: 'auditStatus',
    context: deputyRecordContextDefaults,
  },
} as const;

export const statusFieldOf = (kind: Kind) => STORE[kind].statusField;

/** A stored history row, as the history tables keep it, without the actor's name the tests do not compare. */
export type StoredHistory = Omit<HistoryRow, 'actorName'>;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

function isTimestampColumn(table: PgTable, key: string): boolean {
  const column = (getTableColumns(table) as Record<string, { columnType: string }>)[key];
  return column?.columnType.startsWith('PgTimestamp') ?? false;
}

/** The demo accounts (design/demo-data.md), by what they do in the lifecycles. */
export const DEMO = {
  superAdmin: '13800000000',
  congressAdmin: '13800000001',
  work: '13800000002',
  specialCommittee: '13800000003',
  delegation: '13800000004',
  /** 巴中市交通运输局, NPC_GOV, assign type 4: the main unit of the tests. */
  transport: '13800000005',
  /** 巴中市住房和城乡建设局, NPC_UNIT, assign type 7: the co-handling unit of the tests. */
  housing: '13800000006',
  station: '13800000007',
  group: '13800000008',
  /** 张明华, city deputy of 巴州区, addressed by the 东城街道 station: the author of the tests. */
  author: '13900000001',
  /** 李秀英, 巴州区: one of the nine co-signers. */
  coSigner: '13900000002',
  /** 孙明亮, 巴州区, never a co-signer of the tests. */
  otherDeputy: '13900000012',
  /** 邓志勇, 恩阳区 delegation. */
  otherDelegationDeputy: '13900000017',
} as const;

/** Nine deputies of 巴州区 who co-sign the author's proposals: with the author, the ten signers. */
export const CO_SIGNERS = ['13900000002', '13900000003', '13900000004', '13900000005', '13900000006', '13900000007', '13900000008', '13900000009', '13900000010'];

let messageSerial = 0;

/**
 * Drives the workflow API as the demo accounts do, and reads what the server stored straight
 * from the database, so a test can compare the two with the machines.
 */
export function createApiDriver(t: TestApp) {
  const infos = new Map<string, Promise<Row>>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function request<TBody = any>(username: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer<TBody>> {
    const response = await t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as never }) });
    return { statusCode: response.statusCode, body: (response.body ? response.json() : undefined) as TBody };
  }

  /** GET /api/sysLogin for the account, once per file. */
  function userInfo(username: string): Promise<Row> {
    if (!infos.has(username)) {
      infos.set(
        username,
        request(username, 'GET', '/api/sysLogin').then((answer) => {
          if (answer.statusCode !== 200) throw new Error(`GET /api/sysLogin as ${username}: ${answer.statusCode}`);
          return answer.body as Row;
        }),
      );
    }
    return infos.get(username)!;
  }

  /** Reads the account's information again at its next use (a test changed whom it acts for). */
  function forget(username: string): void {
    infos.delete(username);
  }

  /** The actor the machines see for the account: its role and whom it acts for (lifecycles.md, last section). */
  async function actorOf(username: string): Promise<Actor> {
    const info = await userInfo(username);
    const deputy = info.npcDelegateInfo as { delegateId: number; fkDelegationId: number } | null;
    const actor: Actor = { userId: info.userId as number, role: info.loginRoleCode as RoleCode, realName: info.realName as string };
    if (deputy) {
      actor.delegateId = deputy.delegateId;
      actor.delegationId = deputy.fkDelegationId;
    } else if (info.belongDelegationId) {
      actor.delegationId = info.belongDelegationId as number;
    }
    if (info.unitId) actor.unitId = info.unitId as number;
    if (!deputy && info.stationId) actor.stationId = info.stationId as number;
    // A group liaison acts for the members of the groups it administers (their reports on work).
    if (actor.role === Role.group) {
      const members = await t.database.db
        .select({ delegateId: npcGroupMember.fkDelegateId })
        .from(npcGroupMember)
        .innerJoin(npcGroupAdmin, eq(npcGroupAdmin.fkGroupId, npcGroupMember.fkGroupId))
        .where(eq(npcGroupAdmin.fkUserId, actor.userId));
      actor.groupMemberIds = [...new Set(members.map((member) => member.delegateId))];
    }
    return actor;
  }

  const detailUrl = (kind: Kind, id: Id) => `${BASE[kind]}/${encodeURIComponent(String(id))}`;

  /** GET the record as the account sees it (with history and allowedEvents), or its refusal. */
  function detail(username: string, kind: Kind, id: Id): Promise<Answer> {
    return request(username, 'GET', detailUrl(kind, id));
  }

  /** POST an event body exactly as given. */
  function post(username: string, kind: Kind, id: Id, body: Row): Promise<Answer> {
    return request(username, 'POST', `${detailUrl(kind, id)}/events`, body);
  }

  /**
   * Sends an event as a client does: reads the record's current version first (as the account,
   * or from the database when the account may not see the record) unless the event carries one.
   */
  async function send(username: string, kind: Kind, id: Id, event: Row): Promise<Answer> {
    if ('version' in event) return post(username, kind, id, event);
    const seen = await detail(username, kind, id);
    const version = seen.statusCode === 200 ? (seen.body.version as number) : ((await row(kind, id))?.version as number);
    return post(username, kind, id, { ...event, version });
  }

  /** POST /api/proposal or /api/suggest as a deputy: the new draft. */
  async function create(username: string, kind: 'proposal' | 'suggest', payload: Row): Promise<Answer> {
    return request(username, 'POST', BASE[kind], payload);
  }

  function list(username: string, kind: Kind, query: Record<string, string | number | boolean> = {}): Promise<Answer> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return request(username, 'GET', `${BASE[kind]}${search.size ? `?${search}` : ''}`);
  }

  async function row(kind: Kind, id: Id): Promise<Row | undefined> {
    const store = STORE[kind];
    const [found] = (await t.database.db.select().from(store.table).where(eq(store.id, id as never)).limit(1)) as Row[];
    return found;
  }

  /** The stored record as its machine restores it: status, version and every context field (times as ISO). */
  async function machineRecord<TRecord = Row>(kind: Kind, id: Id): Promise<TRecord | undefined> {
    const store = STORE[kind];
    const found = await row(kind, id);
    if (!found) return undefined;
    const record: Row = { [store.statusField]: found[store.statusField], version: found.version };
    for (const key of Object.keys(store.context)) {
      record[key] = isTimestampColumn(store.table, key) ? iso(found[key]) : found[key];
    }
    return record as TRecord;
  }

  async function history(kind: Kind, id: Id): Promise<StoredHistory[]> {
    const store = STORE[kind];
    const rows = (await t.database.db.select().from(store.history).where(eq(store.historyOf, id as never)).orderBy(asc(store.historyId))) as Row[];
    return rows.map((entry) => ({ ...entry, createTime: iso(entry.createTime) }) as unknown as StoredHistory);
  }

  async function account(username: string) {
    const [user] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, username)).limit(1);
    if (!user) throw new Error(`no demo account ${username}`);
    return user;
  }

  /** The delegateId of a deputy account (13900000001 …). */
  async function deputyId(username: string): Promise<number> {
    const user = await account(username);
    if (user.fkDelegateId === null) throw new Error(`${username} is not a deputy`);
    return user.fkDelegateId;
  }

  async function unitId(username: string): Promise<number> {
    const user = await account(username);
    if (user.fkUnitId === null) throw new Error(`${username} is not a unit account`);
    return user.fkUnitId;
  }

  async function stationId(username: string): Promise<number> {
    const info = await userInfo(username);
    if (!info.stationId) throw new Error(`${username} has no station`);
    return info.stationId as number;
  }

  /**
   * A citizen's message to a deputy at a station, written straight into the table (the public
   * submission form comes later): handleStatus 0, version 0. Answers its massesSuggestId.
   */
  async function insertMessage(fields: { delegateId: number | null; stationId: number | null; title?: string; delegateName?: string }): Promise<string> {
    messageSerial += 1;
    const massesSuggestId = `LY${Date.now()}${String(messageSerial).padStart(4, '0')}${randomBytes(2).toString('hex')}`;
    await t.database.db.insert(contactStationSuggest).values({
      massesSuggestId,
      title: fields.title ?? '东城街道滨河路路灯不亮',
      content: '滨河路中段路灯已坏了两个多星期，晚上行人出行不便，请协调修复。',
      address: '巴州区东城街道滨河路',
      massesName: '王大爷',
      massesPhone: '13512345678',
      fkDelegateId: fields.delegateId,
      delegateName: fields.delegateName ?? null,
      fkStationId: fields.stationId,
    });
    return massesSuggestId;
  }

  let units: Promise<AssignedUnitBody[]> | undefined;
  /** The demo units as ASSIGN sends them: 巴中市交通运输局 main (type 4), 巴中市住房和城乡建设局 co-handling (type 7). */
  function demoUnits(): Promise<AssignedUnitBody[]> {
    units ??= Promise.all([unitId(DEMO.transport), unitId(DEMO.housing)]).then(([transport, housing]) => [
      { unitId: transport, assignType: 4, main: true },
      { unitId: housing, assignType: 7, main: false },
    ]);
    return units;
  }

  let coSigners: Promise<number[]> | undefined;
  /** The delegateIds of the nine co-signers (CO_SIGNERS). */
  function coSignerIds(): Promise<number[]> {
    coSigners ??= Promise.all(CO_SIGNERS.map(deputyId));
    return coSigners;
  }

  async function createDraft(kind: 'proposal' | 'suggest', username: string, fields: Row): Promise<number> {
    const created = await create(username, kind, fields);
    if (created.statusCode !== 201) throw new Error(`POST ${BASE[kind]} as ${username}: ${created.statusCode} ${JSON.stringify(created.body)}`);
    return created.body.id as number;
  }

  /**
   * A fresh proposal of the author with the nine co-signers, taken to a status by the users
   * whose turn it is (0, 100, 101, 200, 201, 300, 301, 400, 500, 600 or 701 from 100).
   */
  async function proposalAt(status: number, fields: Row = {}): Promise<number> {
    const id = await createDraft('proposal', DEMO.author, { title: '关于加强农村公路养护的议案', content: '建议加大农村公路养护投入。', coSignerIds: await coSignerIds(), ...fields });
    const send = (username: string, event: Row) => mustSend(driver, username, 'proposal', id, event);
    if (status === 0) return id;
    await send(DEMO.author, { type: 'SUBMIT' });
    if (status === 701) {
      await send(DEMO.author, { type: 'REQUEST_WITHDRAWAL', reason: '需要补充调研材料' });
      return id;
    }
    if (status === 101) await send(DEMO.work, { type: 'EXAMINE', result: 3, opinion: '请补充调研数据' });
    if (status === 100 || status === 101) return id;
    await send(DEMO.work, { type: 'EXAMINE', result: 0 });
    if (status === 201) await send(DEMO.specialCommittee, { type: 'EXAMINE', result: 3, opinion: '请补充可行性分析' });
    if (status === 200 || status === 201) return id;
    await send(DEMO.specialCommittee, { type: 'EXAMINE', result: 0 });
    if (status === 301) await send(DEMO.congressAdmin, { type: 'EXAMINE', result: 3, opinion: '请修改后重新提交' });
    if (status === 300 || status === 301) return id;
    await send(DEMO.congressAdmin, { type: 'EXAMINE', result: 0 });
    if (status === 400) return id;
    await send(DEMO.congressAdmin, { type: 'ASSIGN', units: await demoUnits() });
    if (status === 500) return id;
    await send(DEMO.transport, { type: 'REPLY', content: '已列入明年计划。', answerCategory: 'B' });
    if (status === 600) return id;
    throw new Error(`proposalAt(${status}) is not built here`);
  }

  /**
   * A fresh suggestion taken to a stage by the users whose turn it is; '400-delay' is at 400
   * with a delay pending. By default the author is 张明华 with one co-signer, and ASSIGN sends
   * both demo units (巴中市交通运输局 main).
   */
  async function suggestionAt(stage: SuggestionStage, options: { author?: string; units?: AssignedUnitBody[]; fields?: Row } = {}): Promise<number> {
    const author = options.author ?? DEMO.author;
    const signers = author === DEMO.author ? [await deputyId(DEMO.coSigner)] : [];
    const id = await createDraft('suggest', author, { title: '关于改善城区供水管网的建议', content: '老城区供水管网老化，建议分批改造。', coSignerIds: signers, ...options.fields });
    const send = (username: string, event: Row) => mustSend(driver, username, 'suggest', id, event);
    const order: SuggestionStage[] = ['0', '100', '200', '300', '301', '400', '400-delay'];
    const base = stage === '101' ? '100' : stage === '201' ? '200' : stage === '500' ? '400' : stage;
    const reaches = (target: SuggestionStage) => order.indexOf(base) >= order.indexOf(target);
    if (reaches('100')) await send(author, { type: 'SUBMIT' });
    if (stage === '101') await send(DEMO.delegation, { type: 'EXAMINE', result: 2, opinion: '请补充调研情况' });
    if (reaches('200')) await send(DEMO.delegation, { type: 'EXAMINE', result: 1 });
    if (stage === '201') await send(DEMO.work, { type: 'EXAMINE', result: 2, opinion: '请明确具体路段' });
    if (reaches('300')) await send(DEMO.work, { type: 'EXAMINE', result: 1 });
    if (reaches('301')) await send(DEMO.work, { type: 'ASSIGN', units: options.units ?? (await demoUnits()) });
    const main = mainUnitAccount(options.units ?? (await demoUnits()), await unitId(DEMO.transport));
    if (reaches('400')) await send(main, { type: 'SIGN_FOR' });
    if (reaches('400-delay')) await send(main, { type: 'APPLY_DELAY', reason: '需跨年度实施' });
    if (stage === '500') await send(main, { type: 'REPLY', content: '已纳入年度改造计划。', answerCategory: 'B' });
    return id;
  }

  const driver = {
    request,
    userInfo,
    forget,
    actorOf,
    detail,
    post,
    send,
    create,
    list,
    row,
    machineRecord,
    history,
    deputyId,
    unitId,
    stationId,
    insertMessage,
    demoUnits,
    coSignerIds,
    proposalAt,
    suggestionAt,
  };
  return driver;
}

export type SuggestionStage = '0' | '100' | '101' | '200' | '201' | '300' | '301' | '400' | '400-delay' | '500';

export interface AssignedUnitBody {
  unitId: number;
  assignType: number;
  main: boolean;
}

/** The demo account of the main unit among the assigned ones. */
function mainUnitAccount(units: AssignedUnitBody[], transportUnitId: number): string {
  return units.find((unit) => unit.main)?.unitId === transportUnitId ? DEMO.transport : DEMO.housing;
}

export type ApiDriver = ReturnType<typeof createApiDriver>;

// ─── Replaying machine events through the API ─────────────────────────────────────────────

/** Sends the event and fails with the server's message unless it is accepted. */
export async function mustSend(d: ApiDriver, username: string, kind: Kind, id: Id, event: Row): Promise<Answer> {
  const answer = await d.send(username, kind, id, event);
  if (answer.statusCode !== 200) {
    throw new Error(`${event.type as string} by ${username} on ${kind} ${id}: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** What the stepper needs of a machine's workflow (machines/workflow/); records and events are the machine's own. */
export interface StepWorkflow {
  restore(record: never): AnyMachineSnapshot;
  decide(record: never, event: never): Decision<number, unknown, string>;
  offeredEvents(record: never, actor: Actor, at: string): string[];
  statusOf(snapshot: AnyMachineSnapshot): number;
  transitionId(from: never, definition: AnyTransitionDefinition): string;
  transitions(): { id: string }[];
}

/** What one accepted step through the API did, checked against the machine. */
export interface CheckedStep {
  username: string;
  actor: Actor;
  body: Row;
  before: Row;
  /** undefined when the event removed the record (DELETE). */
  after: Row | undefined;
  decision: Accepted<number, Record<string, unknown>, string>;
  answer: Answer;
  transitionId: string;
}

/**
 * Steps that check each event against its machine: before sending, the account's allowedEvents
 * equal the machine's for the stored record; after, the stored record is exactly the machine's
 * decision applied (same time as the new history row), one history row was added with the
 * decision's event, from and to, and the answer shows the new status and allowedEvents.
 */
export function createStepper(
  d: ApiDriver,
  spec: { kind: Kind; machine: AnyStateMachine; workflow: StepWorkflow },
) {
  const { kind, machine, workflow } = spec;
  const statusField = statusFieldOf(kind);
  /** Transitions the server performed through the API, by the machine's transition ids. */
  const walked = new Set<string>();
  /** Statuses the stored records reached. */
  const visited = new Set<number>();

  async function step(username: string, id: Id, body: Row, expectedStatus?: number): Promise<CheckedStep> {
    const actor = await d.actorOf(username);
    const before = (await d.machineRecord(kind, id)) as Row;
    expect(before, `${kind} ${id} exists`).toBeDefined();
    visited.add(before[statusField] as number);
    const historyBefore = await d.history(kind, id);

    const seen = await d.detail(username, kind, id);
    expect(seen.statusCode, `GET as ${username}: ${JSON.stringify(seen.body)}`).toBe(200);
    expect(seen.body.version).toBe(before.version);
    expect(seen.body.allowedEvents, `allowedEvents of ${username} at ${before[statusField] as number}`).toEqual(
      workflow.offeredEvents(before as never, actor, new Date().toISOString()),
    );
    expect(seen.body.allowedEvents).toContain(body.type);

    const answer = await d.post(username, kind, id, { ...body, version: before.version });

    // What the server stored, first: one history row, and the record the machine decides.
    const historyAfter = await d.history(kind, id);
    expect(historyAfter.slice(0, historyBefore.length)).toEqual(historyBefore);
    expect(historyAfter.length, `history rows after ${body.type as string}: ${answer.statusCode} ${JSON.stringify(answer.body)}`).toBe(historyBefore.length + 1);
    const added = historyAfter.at(-1)!;
    const decision = workflow.decide(before as never, { ...body, version: before.version, actor, at: added.createTime } as never);
    if (!decision.ok) throw new Error(`the machine refuses what the server accepted: ${body.type as string} by ${username}: ${decision.msg}`);
    expect(added).toMatchObject({
      eventType: decision.history.eventType,
      fromStatus: decision.history.fromStatus,
      toStatus: decision.history.toStatus,
      result: decision.history.result,
      satisfaction: decision.history.satisfaction,
      opinion: decision.history.opinion,
      actorUserId: actor.userId,
      actorRole: actor.role,
    });
    if (expectedStatus !== undefined) expect(decision.status, 'the machine model and the stored record agree').toBe(expectedStatus);
    const after = (await d.machineRecord(kind, id)) as Row | undefined;
    const deleted = (decision.effects as string[]).includes('deleteRecord');
    if (deleted) {
      expect(after, 'a deleted draft is gone').toBeUndefined();
    } else {
      expect(after).toEqual({ ...before, ...decision.changes, [statusField]: decision.status, version: (before.version as number) + 1 });
      visited.add(decision.status as number);
    }
    const transitionId = transitionIdOf(machine, workflow, workflow.restore(before as never), { ...body, version: before.version, actor, at: added.createTime } as never);
    walked.add(transitionId);

    // Then the answer.
    if (deleted) {
      expect(answer.statusCode).toBe(204);
      expect((await d.detail(username, kind, id)).statusCode).toBe(404);
    } else {
      expect(answer.statusCode, `${body.type as string} by ${username}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body[statusField]).toBe(decision.status);
      expect(answer.body.version).toBe((before.version as number) + 1);
      expect(answer.body.history).toHaveLength(seen.body.history.length + 1);
      expect(answer.body.history.at(-1)).toMatchObject({ eventType: body.type, fromStatus: decision.fromStatus, toStatus: decision.status });
      expect(answer.body.allowedEvents, `allowedEvents of ${username} after ${body.type as string}`).toEqual(
        workflow.offeredEvents(after as never, actor, added.createTime),
      );
    }
    return { username, actor, body, before, after, decision: decision as CheckedStep['decision'], answer, transitionId };
  }

  return { step, walked, visited };
}

export type Stepper = ReturnType<typeof createStepper>;

/**
 * Replays a model path on a fresh record through `path.test`: each model event is sent by the
 * demo account playing its actor, and after each step the stored status is the model's.
 */
export async function replayPath<TEvent extends EventObject & { actor: Actor }>(
  d: ApiDriver,
  stepper: Stepper,
  spec: {
    kind: Kind;
    workflow: StepWorkflow;
    path: LifecyclePath<TEvent>;
    id: Id;
    usernameOf: (actor: Actor) => string;
    bodyOf: (event: TEvent) => Row;
    afterStep?: (step: CheckedStep) => Promise<void>;
  },
): Promise<CheckedStep[]> {
  const { kind, workflow, path, id } = spec;
  const steps: CheckedStep[] = [];
  let deleted = false;
  const sendThroughApi = async (modelStep: { event: TEvent; state: AnyMachineSnapshot }) => {
    const checked = await stepper.step(spec.usernameOf(modelStep.event.actor), id, spec.bodyOf(modelStep.event), workflow.statusOf(modelStep.state));
    deleted = checked.after === undefined;
    steps.push(checked);
    await spec.afterStep?.(checked);
  };
  const types = [...new Set(path.steps.slice(1).map((modelStep) => modelStep.event.type))];
  await path.test({
    events: Object.fromEntries(types.map((type) => [type, sendThroughApi])) as never,
    states: {
      '*': async (snapshot: AnyMachineSnapshot) => {
        const stored = await d.row(kind, id);
        if (deleted) expect(stored).toBeUndefined();
        else expect(stored?.[statusFieldOf(kind)]).toBe(workflow.statusOf(snapshot));
      },
    } as never,
  });
  return steps;
}

/** A model event as the API body: without the actor and the time the server adds, nor the version. */
export function bodyWithoutEnvelope(event: Row): Row {
  const { actor: _actor, at: _at, version: _version, submission: _submission, ...body } = event;
  return body;
}

/** A version the client could not have read now: the one before (or, for a new draft, the next). */
export const staleVersionOf = (version: number) => (version > 0 ? version - 1 : version + 1);

/**
 * Sends an event that must be refused with `httpStatus` and a Chinese `msg`, and checks that
 * nothing changed: the stored record (status, version, every field) and its history.
 */
export async function expectRefused(d: ApiDriver, kind: Kind, id: Id, username: string, event: Row, httpStatus: number): Promise<Answer> {
  const before = await d.machineRecord(kind, id);
  const historyBefore = await d.history(kind, id);
  expect(before, `${kind} ${id} exists`).toBeDefined();
  const answer = await d.send(username, kind, id, event);
  expect(answer.statusCode, `${event.type as string} by ${username}: ${JSON.stringify(answer.body)}`).toBe(httpStatus);
  expect(answer.body?.msg).toMatch(/\S/);
  expect(await d.machineRecord(kind, id), 'a refused event changes nothing').toEqual(before);
  expect(await d.history(kind, id), 'a refused event adds no history').toEqual(historyBefore);
  return answer;
}

/** Blank texts (empty, whitespace, the text null) that a required text must not be. */
export const BLANKS = ['', '   ', 'null'] as const;
