import {
  and,
  not,
  or,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import Type, { type Static, type TProperties, type TSchema } from 'typebox';
import Value from 'typebox/value';
import type { Actor } from './actor';
import { INTEGER_MAX } from './bounds';
import { isBlank } from './blank';
import { HANDLING_UNIT_ROLES, Role, type RoleCode } from './roles';

// ─── Texts ──────────────────────────────────────────────────────────────────────────────

export { isBlank };

/** Reads a payload field of any event of a union without narrowing it first. */
export function payloadField(event: object, name: string): unknown {
  return (event as Record<string, unknown>)[name];
}

// ─── Time ───────────────────────────────────────────────────────────────────────────────
// Deadlines are counted on the calendar of Bazhong, China Standard Time (UTC+8, no daylight
// saving), so that an event at 23:30 local time counts for that local day.

const CHINA_STANDARD_TIME_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function chinaWallClock(at: string): Date {
  const epochMs = Date.parse(at);
  if (Number.isNaN(epochMs)) throw new Error(`not an ISO time: ${at}`);
  return new Date(epochMs + CHINA_STANDARD_TIME_OFFSET_MS);
}

/** `at` plus whole calendar months; the 31st becomes the last day of a shorter month. */
export function addCalendarMonths(at: string, months: number): string {
  const local = chinaWallClock(at);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDayOfTargetMonth),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - CHINA_STANDARD_TIME_OFFSET_MS).toISOString();
}

/**
 * Working days after the day of `from` up to and including the day of `to`.
 * A working day is Monday to Friday: there is no holiday calendar (public holidays and the
 * weekend days worked in their place are not known to the platform).
 */
export function workingDaysBetween(from: string, to: string): number {
  const firstDay = Math.floor(chinaWallClock(from).getTime() / DAY_MS);
  const lastDay = Math.floor(chinaWallClock(to).getTime() / DAY_MS);
  let count = 0;
  for (let day = firstDay + 1; day <= lastDay; day += 1) {
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
    if (weekday >= 1 && weekday <= 5) count += 1;
  }
  return count;
}

// ─── Event schemas (the client-facing bodies) ───────────────────────────────────────────

export const VersionSchema = Type.Integer({
  minimum: 0,
  maximum: INTEGER_MAX,
  description: 'the version of the record the client last read; a stale one is refused with 409',
});

/** A text the machine checks for blankness, so a blank one is refused with the guard's message. */
export function optionalText(maxLength: number) {
  return Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
}

/** A record's id (a deputy, a delegation, a unit): PostgreSQL integers from 1. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: INTEGER_MAX });

export const UnitAssignmentSchema = Type.Object(
  {
    unitId: IdSchema,
    assignType: Type.Integer({ description: 'assign type 1–7 (party … responsible unit)' }),
    main: Type.Boolean({ description: 'true for the main unit (主办), false for co-handling (协办)' }),
  },
  { additionalProperties: false },
);

/** A file attached to a draft: its name and the storage path the server chose for it. */
export const AttachmentSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), objPath: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type Attachment = Static<typeof AttachmentSchema>;
/** The draft fields SAVE, SUBMIT and RESUBMIT may carry besides title and content. */
export const AttachmentsSchema = Type.Optional(Type.Array(AttachmentSchema, { maxItems: 20, description: 'attached files' }));

export const AnswerCategorySchema = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('C')]);
export const SatisfactionSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export type AnswerCategory = Static<typeof AnswerCategorySchema>;
export type Satisfaction = Static<typeof SatisfactionSchema>;

/** The body of one event: `{ type, version, ...payload }` and nothing else. */
export function eventBodySchema<TType extends string, TPayload extends TProperties>(
  type: TType,
  payload: TPayload,
) {
  return Type.Object(
    { type: Type.Literal(type), version: VersionSchema, ...payload },
    { additionalProperties: false },
  );
}

/** What the server adds to a validated body before the machine sees it. */
export interface EventEnvelope {
  actor: Actor;
  /** ISO 8601 time of the request; machines never read the clock. */
  at: string;
}

export interface WorkflowEventBase extends EventEnvelope {
  type: string;
  version: number;
}

// ─── Assigned units ─────────────────────────────────────────────────────────────────────

export const MIN_ASSIGN_TYPE = 1;
export const MAX_ASSIGN_TYPE = 7;

export interface AssignedUnit {
  unitId: number;
  /** 1 party, 2 appointment committee, 3 supervisory, 4 government, 5 court, 6 procuratorate, 7 responsible unit. */
  assignType: number;
  main: boolean;
  signedAt: string | null;
  /** When a co-handling unit last sent its opinion to the main unit. */
  opinionAt: string | null;
}

export interface HandlingContext {
  units: AssignedUnit[];
  /** Set when an unsatisfied evaluation sent the record back to its units once. */
  rehandled: boolean;
}

export function mainUnitOf(context: HandlingContext): AssignedUnit | undefined {
  return context.units.find((unit) => unit.main);
}

/** The assigned unit the actor belongs to, if the actor is a handling-unit account. */
export function actorsUnit(context: HandlingContext, actor: Actor): AssignedUnit | undefined {
  if (!HANDLING_UNIT_ROLES.includes(actor.role) || actor.unitId === undefined) return undefined;
  return context.units.find((unit) => unit.unitId === actor.unitId);
}

/** Why a list of units cannot be assigned, or null when it can. */
export function unitAssignmentProblem(units: readonly { unitId: number; assignType: number; main: boolean }[]): string | null {
  if (units.length === 0) return '请至少选择一个交办单位';
  if (units.filter((unit) => unit.main).length !== 1) return '请指定一个且只能指定一个主办单位';
  if (new Set(units.map((unit) => unit.unitId)).size !== units.length) return '交办单位不能重复';
  if (units.some((unit) => !Number.isInteger(unit.assignType) || unit.assignType < MIN_ASSIGN_TYPE || unit.assignType > MAX_ASSIGN_TYPE)) {
    return '交办类型应为1至7';
  }
  return null;
}

export function toAssignedUnits(units: readonly { unitId: number; assignType: number; main: boolean }[]): AssignedUnit[] {
  return units.map(({ unitId, assignType, main }) => ({ unitId, assignType, main, signedAt: null, opinionAt: null }));
}

// ─── Guards and their refusal categories ───────────────────────────────────────────────

/**
 * Every named guard belongs to one category, and the category is the HTTP answer when that
 * guard is what refuses an event: role or relation → 403, payload → 400, rule of the record → 409.
 */
export type GuardCategory = 'role' | 'payload' | 'rule';

export const REFUSAL_HTTP_STATUS = { role: 403, payload: 400, rule: 409 } as const satisfies Record<GuardCategory, number>;

/** The order in which a transition's guard parts are checked, so a refusal names the first problem. */
const CATEGORY_ORDER: readonly GuardCategory[] = ['role', 'payload', 'rule'];

export interface GuardArgs<TContext, TEvent> {
  context: TContext;
  event: TEvent;
}

export interface GuardSpec<TContext, TEvent, TParams = undefined> {
  category: GuardCategory;
  /** The condition as docs/lifecycles.md shows it, in the words of design/lifecycles.md. */
  doc: string | ((params: TParams) => string);
  /** The user-facing Chinese message when this guard refuses an event. */
  refusal: string | ((args: GuardArgs<TContext, TEvent>, params: TParams) => string);
  /** Payload guards that pick one of several transitions of an event (its examine result or satisfaction). */
  selects?: true;
  check: (args: GuardArgs<TContext, TEvent>, params: TParams) => boolean;
}

/** Builds guard specs of one machine; the category is the builder's name. */
export function guardBuilder<TContext, TEvent>() {
  const ofCategory =
    (category: GuardCategory) =>
    <TParams = undefined>(spec: Omit<GuardSpec<TContext, TEvent, TParams>, 'category'>): GuardSpec<TContext, TEvent, TParams> => ({
      ...spec,
      category,
    });
  return { role: ofCategory('role'), payload: ofCategory('payload'), rule: ofCategory('rule') };
}

type AnyGuardSpec<TContext = never, TEvent = never> = GuardSpec<TContext, TEvent, never>;

/** The guard implementations for `setup({ guards })`, taken from the specs so each rule is written once. */
export function checksOf<TSpecs extends Record<string, AnyGuardSpec>>(specs: TSpecs): { [K in keyof TSpecs]: TSpecs[K]['check'] } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.check])) as {
    [K in keyof TSpecs]: TSpecs[K]['check'];
  };
}

function hasRole(actor: Actor, roles: readonly RoleCode[]): boolean {
  return roles.includes(actor.role);
}

/** `NPC_ADMIN` may perform every event; machines OR this guard into every role check. */
export function superAdminGuard<TContext, TEvent extends WorkflowEventBase>() {
  return {
    isSuperAdmin: guardBuilder<TContext, TEvent>().role({
      doc: '`NPC_ADMIN`',
      refusal: '只有超级管理员可以执行此操作',
      check: ({ event }) => event.actor.role === Role.superAdmin,
    }),
  };
}

/** A guard that lets the given roles act. */
export function roleGuard<TContext, TEvent extends WorkflowEventBase>(roles: readonly RoleCode[], doc: string, refusal: string) {
  return guardBuilder<TContext, TEvent>().role({ doc, refusal, check: ({ event }) => hasRole(event.actor, roles) });
}

/** Guards shared by the proposal and the suggestion: examining, assigning, handling, evaluating. */
export function handlingGuards<TContext extends HandlingContext, TEvent extends WorkflowEventBase>() {
  const guard = guardBuilder<TContext, TEvent>();
  return {
    isAssignedUnit: guard.role({
      doc: 'an assigned unit',
      refusal: '您的单位不是本件的办理单位',
      check: ({ context, event }) => actorsUnit(context, event.actor) !== undefined,
    }),
    isMainUnit: guard.role({
      doc: 'the main unit',
      refusal: '只有主办单位可以执行此操作',
      check: ({ context, event }) => actorsUnit(context, event.actor)?.main === true,
    }),
    isCoHandlingUnit: guard.role({
      doc: 'a co-handling unit',
      refusal: '只有协办单位可以提出协办意见',
      check: ({ context, event }) => actorsUnit(context, event.actor)?.main === false,
    }),
    examineResultIs: guard.payload<{ result: number }>({
      doc: ({ result }) => `result ${result}`,
      refusal: '审查结果不正确',
      selects: true,
      check: ({ event }, { result }) => payloadField(event, 'result') === result,
    }),
    satisfactionIs: guard.payload<{ satisfaction: readonly number[] }>({
      doc: ({ satisfaction }) => `satisfaction ${satisfaction.join(' or ')}`,
      refusal: '满意度评价不正确',
      selects: true,
      check: ({ event }, { satisfaction }) => satisfaction.includes(payloadField(event, 'satisfaction') as number),
    }),
    hasOpinion: guard.payload({
      doc: 'opinion not blank',
      refusal: '请填写意见',
      check: ({ event }) => !isBlank(payloadField(event, 'opinion')),
    }),
    hasReason: guard.payload({
      doc: 'reason not blank',
      refusal: '请填写申请理由',
      check: ({ event }) => !isBlank(payloadField(event, 'reason')),
    }),
    hasValidUnits: guard.payload({
      doc: 'at least one unit, exactly one main unit, each with an assign type 1–7',
      refusal: ({ event }) => unitAssignmentProblem(unitsOf(event)) ?? '交办单位不正确',
      check: ({ event }) => unitAssignmentProblem(unitsOf(event)) === null,
    }),
    hasReplyContent: guard.payload({
      doc: 'reply text not blank',
      refusal: '请填写答复内容',
      check: ({ event }) => !isBlank(payloadField(event, 'content')),
    }),
    hasAnswerCategory: guard.payload({
      doc: 'answer category A, B or C',
      refusal: '请选择答复类别（A、B、C）',
      check: ({ event }) => ['A', 'B', 'C'].includes(payloadField(event, 'answerCategory') as string),
    }),
    isNotRehandled: guard.rule({
      doc: 'not re-handled before',
      refusal: '本件已重新办理过一次',
      check: ({ context }) => !context.rehandled,
    }),
    isRehandled: guard.rule({
      doc: 're-handled once already',
      refusal: '本件尚未重新办理',
      check: ({ context }) => context.rehandled,
    }),
  };
}

function unitsOf(event: object): { unitId: number; assignType: number; main: boolean }[] {
  const units = payloadField(event, 'units');
  return Array.isArray(units) ? units : [];
}

// ─── The workflow engine: restore, decide, allowed events, transition list ─────────────

export interface StatusInfo {
  /** The machine's state for this status code. */
  readonly state: string;
  /** The Chinese label shown to users. */
  readonly label: string;
}

export interface EventInfo {
  label: string;
  schema: TSchema;
}

/** Pairs each event type's body schema with its Chinese label. */
export function eventInfos<TType extends string>(
  schemas: Readonly<Record<TType, TSchema>>,
  labels: Readonly<Record<TType, string>>,
): Record<TType, EventInfo> {
  return Object.fromEntries(
    (Object.keys(schemas) as TType[]).map((type) => [type, { label: labels[type], schema: schemas[type] }]),
  ) as Record<TType, EventInfo>;
}

export interface WorkflowConfig<
  TStatus extends number,
  TContext extends object,
  TEvent extends WorkflowEventBase,
  TEffect extends string,
  TStatusField extends string,
> {
  machine: AnyStateMachine;
  title: string;
  statusField: TStatusField;
  statuses: Readonly<Record<TStatus, StatusInfo>>;
  guards: Readonly<Record<string, AnyGuardSpec<TContext, TEvent>>>;
  events: Readonly<Record<TEvent['type'], EventInfo>>;
  /** Named actions the server performs after writing (the machine's own are no-ops). */
  effects: readonly TEffect[];
  /** Every context field with its value on a new record; the record stores each of them. */
  emptyContext: TContext;
  /** The context field that remembers the status a history state returns to. */
  historyOriginField?: keyof TContext & string;
  /**
   * Events that carry the draft (title, content, co-signers): their rules read what they carry,
   * so screens offer them by role alone and the server judges the rules on send.
   */
  draftEvents?: readonly TEvent['type'][];
}

export type WorkflowRecord<TContext, TStatusField extends string, TStatus> = TContext & {
  [K in TStatusField]: TStatus;
} & { version: number };

export interface HistoryEntry<TStatus> {
  fromStatus: TStatus;
  toStatus: TStatus;
  eventType: string;
  result: number | null;
  satisfaction: number | null;
  /** The opinion, reason, comment, reply or suggestion text sent with the event. */
  opinion: string | null;
  userId: number;
  role: RoleCode;
  at: string;
}

export interface Accepted<TStatus, TContext, TEffect> {
  ok: true;
  fromStatus: TStatus;
  status: TStatus;
  /** Context fields whose value changed; the status and the version are not among them. */
  changes: Partial<TContext>;
  effects: TEffect[];
  history: HistoryEntry<TStatus>;
}

export type RefusalCause = 'body' | 'version' | 'status' | GuardCategory;

export interface Refused {
  ok: false;
  httpStatus: 400 | 403 | 409;
  msg: string;
  cause: RefusalCause;
  /** The named guard that refused, when a guard did. */
  guard?: string;
}

export type Decision<TStatus, TContext, TEffect> = Accepted<TStatus, TContext, TEffect> | Refused;

export interface TransitionRow<TStatus> {
  /** Stable within a machine version: from status, event type and the index among that event's transitions. */
  id: string;
  from: TStatus;
  eventType: string;
  eventLabel: string;
  /** The examine result or satisfaction that picks this transition. */
  selectors: string[];
  /** Payload conditions (refused with 400) and rules of the record (refused with 409). */
  conditions: { text: string; category: GuardCategory }[];
  /** Who may send it (role and relation conditions). */
  who: string[];
  /** The target status; a history target returns to one of `historyTargets`. */
  to: TStatus | 'history';
  historyTargets: TStatus[];
  effects: string[];
  definition: AnyTransitionDefinition;
}

interface CompositeGuard {
  guards: readonly unknown[];
  check: (snapshot: AnyMachineSnapshot, args: { context: unknown; event: unknown }, self: unknown) => boolean;
}

type NamedGuard = string | { type: string; params?: unknown };

function compositeCheckOf(guard: unknown): unknown {
  return (guard as CompositeGuard).check;
}
const COMPOSITE_KIND = new Map<unknown, 'and' | 'or' | 'not'>([
  [compositeCheckOf(and(['_' as never])), 'and'],
  [compositeCheckOf(or(['_' as never])), 'or'],
  [compositeCheckOf(not('_' as never)), 'not'],
]);

function isComposite(guard: unknown): guard is CompositeGuard {
  return typeof guard === 'function' && COMPOSITE_KIND.has((guard as unknown as CompositeGuard).check);
}

function compositeKind(guard: CompositeGuard): 'and' | 'or' | 'not' {
  return COMPOSITE_KIND.get(guard.check) as 'and' | 'or' | 'not';
}

function isNamed(guard: unknown): guard is NamedGuard {
  return typeof guard === 'string' || (typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type === 'string');
}

function nameOf(guard: NamedGuard): string {
  return typeof guard === 'string' ? guard : guard.type;
}

function paramsOf(guard: NamedGuard): unknown {
  return typeof guard === 'string' ? undefined : guard.params;
}

/** The conjuncts of a transition's guard: the parts of a top-level `and`, or the guard itself. */
function termsOf(definition: AnyTransitionDefinition): unknown[] {
  const guard: unknown = definition.guard;
  if (guard === undefined) return [];
  if (isComposite(guard) && compositeKind(guard) === 'and') return [...guard.guards];
  return [guard];
}

function stateValueOf(node: AnyStateNode): string | Record<string, unknown> {
  const path = node.path;
  return path
    .slice(0, -1)
    .reduceRight<string | Record<string, unknown>>((value, key) => ({ [key]: value }), path[path.length - 1]);
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...allStateNodes(child)]);
}

function isLeaf(node: AnyStateNode): boolean {
  return node.type === 'atomic' || node.type === 'final';
}

function ancestry(node: AnyStateNode): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) nodes.push(current);
  return nodes;
}

const HISTORY_TEXT_FIELDS = ['opinion', 'reason', 'comment', 'delegateSuggestion', 'stationSuggestion', 'handleResult'];

/** The text a history row shows for an event; a reply's text is its `content`. */
function historyTextOf(event: WorkflowEventBase): string | null {
  const fields = event.type === 'REPLY' ? ['content', ...HISTORY_TEXT_FIELDS] : HISTORY_TEXT_FIELDS;
  for (const field of fields) {
    const value = payloadField(event, field);
    if (!isBlank(value)) return value as string;
  }
  return null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

export interface Workflow<
  TStatus extends number,
  TContext extends object,
  TEvent extends WorkflowEventBase,
  TEffect extends string,
  TStatusField extends string,
> {
  readonly config: WorkflowConfig<TStatus, TContext, TEvent, TEffect, TStatusField>;
  /** The machine state of a stored record, without replaying its history. */
  restore(record: WorkflowRecord<TContext, TStatusField, TStatus>): AnyMachineSnapshot;
  /** Whether the event may happen, and if so the new status, the changed fields and the effects. */
  decide(record: WorkflowRecord<TContext, TStatusField, TStatus>, event: TEvent): Decision<TStatus, TContext, TEffect>;
  /**
   * The event types the actor may send now: the current status offers the event and the
   * actor's role and relation to the record pass. Payload and rules of the record (enough
   * co-signers, a pending delay, the 7-day window…) are checked only when the event is sent.
   */
  allowedEvents(record: WorkflowRecord<TContext, TStatusField, TStatus>, actor: Actor): TEvent['type'][];
  /**
   * The event types the actor could successfully send now with a suitable payload: role and
   * relation AND the rules of the record hold at time `at` (a delay is pending, the unit has
   * not signed yet, the 7-day window is open). What makes a record wait for someone.
   */
  actionableEvents(record: WorkflowRecord<TContext, TStatusField, TStatus>, actor: Actor, at: string): TEvent['type'][];
  /**
   * What a screen offers the actor now (the API's `allowedEvents`): the actionable events, plus
   * the draft events the actor's role allows, whose rules depend on what they will carry.
   */
  offeredEvents(record: WorkflowRecord<TContext, TStatusField, TStatus>, actor: Actor, at: string): TEvent['type'][];
  /** actionableEvents and offeredEvents together, from one restored snapshot (a list asks both of every row). */
  eventsFor(record: WorkflowRecord<TContext, TStatusField, TStatus>, actor: Actor, at: string): { actionable: TEvent['type'][]; offered: TEvent['type'][] };
  /**
   * What is wrong with what an event carries (the guards refused with 400: a blank opinion, a
   * missing reason, units without one main unit), or null: a form asks this before sending, so
   * the browser and the server judge a payload by the same guards.
   */
  payloadProblem(record: WorkflowRecord<TContext, TStatusField, TStatus>, event: Omit<TEvent, 'actor' | 'at'>): string | null;
  statusOf(snapshot: AnyMachineSnapshot): TStatus;
  stateNodeOf(status: TStatus): AnyStateNode;
  label(status: TStatus): string;
  /** Every transition of the machine, one row per status it leaves from. */
  transitions(): TransitionRow<TStatus>[];
  transitionId(from: TStatus, definition: AnyTransitionDefinition): string;
  /** The guard and its category as docs show them, e.g. `author or \`NPC_ADMIN\``. */
  describeGuard(guard: unknown): string;
}

export function createWorkflow<
  TStatus extends number,
  TContext extends object,
  TEvent extends WorkflowEventBase,
  TEffect extends string,
  TStatusField extends string,
>(config: WorkflowConfig<TStatus, TContext, TEvent, TEffect, TStatusField>): Workflow<TStatus, TContext, TEvent, TEffect, TStatusField> {
  type TRecord = WorkflowRecord<TContext, TStatusField, TStatus>;
  const { machine, statuses, guards, statusField, emptyContext } = config;
  const contextFields = Object.keys(emptyContext) as (keyof TContext & string)[];
  const statusCodes = Object.keys(statuses).map(Number) as TStatus[];

  const leafNodes = allStateNodes(machine.root).filter(isLeaf);
  const nodeByStatus = new Map<TStatus, AnyStateNode>();
  const statusByNode = new Map<AnyStateNode, TStatus>();
  for (const status of statusCodes) {
    const matching = leafNodes.filter((node) => node.key === statuses[status].state);
    if (matching.length !== 1) {
      throw new Error(`${machine.id}: status ${status} names state '${statuses[status].state}', found ${matching.length} such states`);
    }
    nodeByStatus.set(status, matching[0]);
    statusByNode.set(matching[0], status);
  }
  for (const node of leafNodes) {
    if (!statusByNode.has(node)) throw new Error(`${machine.id}: state '${node.id}' has no status code`);
  }

  function stateNodeOf(status: TStatus): AnyStateNode {
    const node = nodeByStatus.get(status);
    if (!node) throw new Error(`${machine.id}: unknown status ${String(status)}`);
    return node;
  }

  function statusOfNode(node: AnyStateNode): TStatus {
    const status = statusByNode.get(node);
    if (status === undefined) throw new Error(`${machine.id}: state '${node.id}' has no status code`);
    return status;
  }

  function specOf(guard: NamedGuard): AnyGuardSpec<TContext, TEvent> {
    const spec = guards[nameOf(guard)];
    if (!spec) throw new Error(`${machine.id}: guard '${nameOf(guard)}' has no spec`);
    return spec;
  }

  function categoryOf(guard: unknown): GuardCategory {
    if (isNamed(guard)) return specOf(guard).category;
    if (isComposite(guard)) {
      const categories = new Set(guard.guards.map(categoryOf));
      if (categories.size !== 1) throw new Error(`${machine.id}: a composite guard mixes categories ${[...categories].join(', ')}`);
      return [...categories][0];
    }
    throw new Error(`${machine.id}: inline guards cannot be classified; name them`);
  }

  function firstNamed(guard: unknown): NamedGuard {
    if (isNamed(guard)) return guard;
    return firstNamed((guard as CompositeGuard).guards[0]);
  }

  function describeGuard(guard: unknown): string {
    if (isNamed(guard)) {
      const { doc } = specOf(guard);
      return typeof doc === 'string' ? doc : doc(paramsOf(guard) as never);
    }
    if (isComposite(guard)) {
      const parts = guard.guards.map((part) => (isComposite(part) ? `(${describeGuard(part)})` : describeGuard(part)));
      const kind = compositeKind(guard);
      return kind === 'not' ? `not (${parts[0]})` : parts.join(` ${kind} `);
    }
    throw new Error(`${machine.id}: inline guards cannot be described; name them`);
  }

  // The machine never changes, so what is read off its definitions is read once: a list asks
  // every listed record which events it offers (docs/performance.md, "API").
  const orderedTermsMemo = new WeakMap<AnyTransitionDefinition, unknown[]>();
  const termsInMemo = new WeakMap<AnyTransitionDefinition, Map<string, unknown[]>>();
  const candidatesMemo = new Map<AnyStateNode, Map<string, AnyTransitionDefinition[]>>();
  const eventTypesMemo = new Map<AnyStateNode, string[]>();

  function orderedTerms(definition: AnyTransitionDefinition): unknown[] {
    let ordered = orderedTermsMemo.get(definition);
    if (!ordered) {
      const terms = termsOf(definition);
      ordered = CATEGORY_ORDER.flatMap((category) => terms.filter((term) => categoryOf(term) === category));
      orderedTermsMemo.set(definition, ordered);
    }
    return ordered;
  }

  /** The definition's guard terms of these categories, in checking order. */
  function termsIn(definition: AnyTransitionDefinition, categories: readonly GuardCategory[]): unknown[] {
    let byCategories = termsInMemo.get(definition);
    if (!byCategories) termsInMemo.set(definition, (byCategories = new Map()));
    const key = categories.join();
    let terms = byCategories.get(key);
    if (!terms) byCategories.set(key, (terms = orderedTerms(definition).filter((term) => categories.includes(categoryOf(term)))));
    return terms;
  }

  function holds(term: unknown, snapshot: AnyMachineSnapshot, event: TEvent): boolean {
    if (isComposite(term)) return term.check(snapshot, { context: snapshot.context, event }, term);
    const named = term as NamedGuard;
    return specOf(named).check({ context: snapshot.context as TContext, event }, paramsOf(named) as never);
  }

  function refusalOf(term: unknown, snapshot: AnyMachineSnapshot, event: TEvent): string {
    const named = firstNamed(term);
    const { refusal } = specOf(named);
    return typeof refusal === 'string' ? refusal : refusal({ context: snapshot.context as TContext, event }, paramsOf(named) as never);
  }

  /** The transitions an event could take from a status, deepest state first, as XState tries them. */
  function candidatesAt(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
    let byType = candidatesMemo.get(node);
    if (!byType) candidatesMemo.set(node, (byType = new Map()));
    let candidates = byType.get(eventType);
    if (!candidates) byType.set(eventType, (candidates = ancestry(node).flatMap((stateNode) => stateNode.transitions.get(eventType) ?? [])));
    return candidates;
  }

  function eventTypesAt(node: AnyStateNode): string[] {
    let types = eventTypesMemo.get(node);
    if (!types) {
      const all = ancestry(node).flatMap((stateNode) => [...stateNode.transitions.keys()]);
      eventTypesMemo.set(node, (types = [...new Set(all)].filter((type) => !type.startsWith('xstate.'))));
    }
    return types;
  }

  function historyTargetsOf(historyNode: AnyStateNode): TStatus[] {
    const siblings = Object.values(historyNode.parent?.states ?? {}) as AnyStateNode[];
    return siblings.filter(isLeaf).map(statusOfNode);
  }

  function targetOf(definition: AnyTransitionDefinition, from: TStatus): { to: TStatus | 'history'; historyTargets: TStatus[] } {
    const target = definition.target?.[0] as AnyStateNode | undefined;
    if (!target) return { to: from, historyTargets: [] };
    if (target.type === 'history') return { to: 'history', historyTargets: historyTargetsOf(target) };
    return { to: statusOfNode(target), historyTargets: [] };
  }

  function actionTypesOf(definition: AnyTransitionDefinition): string[] {
    return (definition.actions as unknown[]).flatMap((action) =>
      typeof action === 'string' ? [action] : typeof action === 'object' && action !== null && 'type' in action ? [String(action.type)] : [],
    );
  }

  function transitionId(from: TStatus, definition: AnyTransitionDefinition): string {
    const siblings = definition.source.transitions.get(definition.eventType) ?? [];
    return `${from} ${definition.eventType}#${siblings.indexOf(definition)}`;
  }

  function transitions(): TransitionRow<TStatus>[] {
    return statusCodes.flatMap((from) => {
      const node = stateNodeOf(from);
      return eventTypesAt(node).flatMap((eventType) =>
        candidatesAt(node, eventType).map((definition) => {
          const terms = termsOf(definition);
          const selectorTerms = terms.filter((term) => isNamed(term) && specOf(term).selects === true);
          const otherTerms = terms.filter((term) => !selectorTerms.includes(term));
          return {
            id: transitionId(from, definition),
            from,
            eventType,
            eventLabel: config.events[eventType as TEvent['type']]?.label ?? eventType,
            selectors: selectorTerms.map(describeGuard),
            conditions: otherTerms
              .filter((term) => categoryOf(term) !== 'role')
              .map((term) => ({ text: describeGuard(term), category: categoryOf(term) })),
            who: otherTerms.filter((term) => categoryOf(term) === 'role').map(describeGuard),
            ...targetOf(definition, from),
            effects: actionTypesOf(definition).filter((type) => (config.effects as readonly string[]).includes(type)),
            definition,
          };
        }),
      );
    });
  }

  // Checked once when the module loads, so a machine and its tables cannot drift apart.
  function validate(): void {
    for (const row of transitions()) {
      for (const term of termsOf(row.definition)) categoryOf(term);
      for (const type of actionTypesOf(row.definition)) {
        const implementation = (machine.implementations.actions as Record<string, unknown>)[type] as { type?: string } | undefined;
        const isAssign = implementation?.type === 'xstate.assign';
        if (!isAssign && !(config.effects as readonly string[]).includes(type)) {
          throw new Error(`${machine.id}: action '${type}' is neither an assign nor a listed effect`);
        }
      }
      if (!(row.eventType in config.events)) throw new Error(`${machine.id}: event ${row.eventType} has no schema`);
    }
  }
  validate();

  function contextOf(record: TRecord): TContext {
    const source = record as unknown as Record<string, unknown>;
    const defaults = emptyContext as unknown as Record<string, unknown>;
    return Object.fromEntries(contextFields.map((field) => [field, field in source ? source[field] : defaults[field]])) as TContext;
  }

  function historyValueFor(node: AnyStateNode, status: TStatus, context: TContext): Record<string, AnyStateNode[]> {
    const returnsToHistory = eventTypesAt(node).some((type) =>
      candidatesAt(node, type).some((definition) => definition.target?.some((target) => target.type === 'history')),
    );
    if (!returnsToHistory) return {};
    const originField = config.historyOriginField;
    const origin = originField ? (context as Record<string, unknown>)[originField] : undefined;
    const originNode = typeof origin === 'number' ? nodeByStatus.get(origin as TStatus) : undefined;
    const historyNode = originNode
      ? (Object.values(originNode.parent?.states ?? {}) as AnyStateNode[]).find((sibling) => sibling.type === 'history')
      : undefined;
    if (!originNode || !historyNode) {
      throw new Error(`${machine.id}: a record at ${status} needs ${String(originField)} to say where it returns`);
    }
    return { [historyNode.id]: [originNode] };
  }

  function restore(record: TRecord): AnyMachineSnapshot {
    const status = record[statusField] as TStatus;
    const node = stateNodeOf(status);
    const context = contextOf(record);
    return machine.resolveState({
      value: stateValueOf(node) as never,
      context,
      historyValue: historyValueFor(node, status, context) as never,
    });
  }

  function statusOf(snapshot: AnyMachineSnapshot): TStatus {
    const leaf = statusCodes.find((status) => snapshot.matches(stateValueOf(stateNodeOf(status)) as never));
    if (leaf === undefined) throw new Error(`${machine.id}: snapshot ${JSON.stringify(snapshot.value)} has no status code`);
    return leaf;
  }

  function label(status: TStatus): string {
    return statuses[status]?.label ?? String(status);
  }

  function refuse(httpStatus: 400 | 403 | 409, msg: string, cause: RefusalCause, guard?: string): Refused {
    return guard === undefined ? { ok: false, httpStatus, msg, cause } : { ok: false, httpStatus, msg, cause, guard };
  }

  function checkBody(event: TEvent): Refused | null {
    const { actor: _actor, at: _at, ...body } = event;
    const info = (config.events as Record<string, EventInfo | undefined>)[event.type];
    if (!info) return refuse(400, `不支持的操作：${String(event.type)}`, 'body');
    if (Value.Check(info.schema, body)) return null;
    const [firstError] = Value.Errors(info.schema, body);
    const missing = (firstError?.params as { requiredProperties?: string[] } | undefined)?.requiredProperties;
    const field = firstError?.instancePath ? firstError.instancePath.slice(1).replaceAll('/', '.') : (missing ?? []).join('、');
    return refuse(400, `请求参数有误：${field || event.type}`, 'body');
  }

  /** Explains a refused event by its guard parts, role first, then payload, then rules. */
  function diagnose(snapshot: AnyMachineSnapshot, event: TEvent, candidates: AnyTransitionDefinition[]): Refused {
    let furthest: { passed: number; term: unknown } | undefined;
    for (const definition of candidates) {
      const terms = orderedTerms(definition);
      const passed = terms.findIndex((term) => !holds(term, snapshot, event));
      if (passed === -1) throw new Error(`${machine.id}: ${event.type} passes every guard yet XState refused it`);
      if (!furthest || passed > furthest.passed) furthest = { passed, term: terms[passed] };
    }
    const { term } = furthest as { passed: number; term: unknown };
    const category = categoryOf(term);
    return refuse(REFUSAL_HTTP_STATUS[category], refusalOf(term, snapshot, event), category, nameOf(firstNamed(term)));
  }

  function changedFields(before: TContext, after: TContext): Partial<TContext> {
    const changes: Partial<TContext> = {};
    for (const field of contextFields) {
      if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = after[field];
    }
    return changes;
  }

  function decide(record: TRecord, event: TEvent): Decision<TStatus, TContext, TEffect> {
    const bodyProblem = checkBody(event);
    if (bodyProblem) return bodyProblem;
    if (Number.isNaN(Date.parse(event.at))) throw new Error(`${machine.id}: event.at must be an ISO time, got ${event.at}`);
    if (event.version !== record.version) return refuse(409, '该记录已被他人更新，请刷新后重试', 'version');

    const fromStatus = record[statusField] as TStatus;
    const node = stateNodeOf(fromStatus);
    const eventLabel = config.events[event.type as TEvent['type']].label;
    const candidates = candidatesAt(node, event.type);
    if (candidates.length === 0) {
      return refuse(409, `当前状态为「${label(fromStatus)}」，不能${eventLabel}`, 'status');
    }

    const snapshot = restore(record);
    if (!snapshot.can(event)) return diagnose(snapshot, event, candidates);

    const [next, actions] = transition(machine, snapshot, event as never);
    const status = statusOf(next);
    return {
      ok: true,
      fromStatus,
      status,
      changes: changedFields(snapshot.context as TContext, next.context as TContext),
      effects: actions.map((action): string => action.type).filter((type): type is TEffect => (config.effects as readonly string[]).includes(type)),
      history: {
        fromStatus,
        toStatus: status,
        eventType: event.type,
        result: numberOrNull(payloadField(event, 'result')),
        satisfaction: numberOrNull(payloadField(event, 'satisfaction')),
        opinion: historyTextOf(event),
        userId: event.actor.userId,
        role: event.actor.role,
        at: event.at,
      },
    };
  }

  /** Event types at the record's status with a transition whose guard parts of these categories hold. */
  /** Whether some transition of the event passes the guard terms of these categories. */
  function passes(node: AnyStateNode, snapshot: AnyMachineSnapshot, probe: TEvent, categories: readonly GuardCategory[]): boolean {
    return candidatesAt(node, probe.type).some((definition) => termsIn(definition, categories).every((term) => holds(term, snapshot, probe)));
  }

  // Role and rule guards read the actor, the record and the time, never the payload.
  const probeOf = (type: string, record: TRecord, actor: Actor, at: string) => ({ type, version: record.version, actor, at }) as unknown as TEvent;
  const ROLE_ONLY: readonly GuardCategory[] = ['role'];
  const ROLE_AND_RULE: readonly GuardCategory[] = ['role', 'rule'];
  const draftEvents = new Set<string>(config.draftEvents ?? []);

  function allowedEvents(record: TRecord, actor: Actor): TEvent['type'][] {
    const node = stateNodeOf(record[statusField] as TStatus);
    const snapshot = restore(record);
    return eventTypesAt(node).filter((type) => passes(node, snapshot, probeOf(type, record, actor, new Date(0).toISOString()), ROLE_ONLY)) as TEvent['type'][];
  }

  /**
   * What the actor could send now (`actionable`: role and rule guards hold) and what the API
   * offers them (`offered`: those, and the draft events their role allows whatever the rules),
   * from one restored snapshot.
   */
  function eventsFor(record: TRecord, actor: Actor, at: string): { actionable: TEvent['type'][]; offered: TEvent['type'][] } {
    const node = stateNodeOf(record[statusField] as TStatus);
    const snapshot = restore(record);
    const actionable: TEvent['type'][] = [];
    const offered: TEvent['type'][] = [];
    for (const type of eventTypesAt(node) as TEvent['type'][]) {
      if (passes(node, snapshot, probeOf(type, record, actor, at), ROLE_AND_RULE)) {
        actionable.push(type);
        offered.push(type);
      } else if (draftEvents.has(type) && passes(node, snapshot, probeOf(type, record, actor, new Date(0).toISOString()), ROLE_ONLY)) {
        offered.push(type);
      }
    }
    return { actionable, offered };
  }

  function actionableEvents(record: TRecord, actor: Actor, at: string): TEvent['type'][] {
    return eventsFor(record, actor, at).actionable;
  }

  function payloadProblem(record: TRecord, body: Omit<TEvent, 'actor' | 'at'>): string | null {
    const candidates = candidatesAt(stateNodeOf(record[statusField] as TStatus), body.type);
    // Payload guards read the event only; the actor and time are placeholders.
    const event = { ...body, actor: { userId: 0, role: '' }, at: new Date(0).toISOString() } as unknown as TEvent;
    const snapshot = restore(record);
    let furthest: { passed: number; term: unknown } | undefined;
    for (const definition of candidates) {
      const terms = orderedTerms(definition).filter((term) => categoryOf(term) === 'payload');
      const passed = terms.findIndex((term) => !holds(term, snapshot, event));
      if (passed === -1) return null;
      if (!furthest || passed > furthest.passed) furthest = { passed, term: terms[passed] };
    }
    return furthest ? refusalOf(furthest.term, snapshot, event) : null;
  }

  function offeredEvents(record: TRecord, actor: Actor, at: string): TEvent['type'][] {
    return eventsFor(record, actor, at).offered;
  }

  return {
    config,
    restore,
    decide,
    allowedEvents,
    actionableEvents,
    offeredEvents,
    eventsFor,
    payloadProblem,
    statusOf,
    stateNodeOf,
    label,
    transitions,
    transitionId,
    describeGuard,
  };
}
