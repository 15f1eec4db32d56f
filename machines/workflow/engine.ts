import { transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import type { Actor } from '../actor';
import type { RoleCode } from '../roles';
import { isBlank, payloadField, type WorkflowEventBase } from './events';
import { statusCodesOf, statusLabelOf, type StatusInfo } from './statuses';
import {
  CATEGORY_ORDER,
  REFUSAL_HTTP_STATUS,
  compositeKind,
  isComposite,
  isNamed,
  nameOf,
  paramsOf,
  termsOf,
  type AnyGuardSpec,
  type CompositeGuard,
  type GuardCategory,
  type NamedGuard,
  type Who,
} from './guards';

/** The refusal of an event sent for a version of the record that another user has since changed. */
export const STALE_VERSION_MSG = '该记录已被他人更新，请刷新后重试';

// The workflow engine: restore, decide, allowed events, transition list.

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

// Every workflow type takes the same parameters: status codes, context, events, effects, the record's status field.
export interface WorkflowConfig<TStatus extends number, TContext extends object, TEvent extends WorkflowEventBase, TEffect extends string, TStatusField extends string> {
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
  /** The effect that turns the record into a record of another kind: the finals it enters are `groups.converted`. */
  conversionEffect?: TEffect;
  /** Who may create a record (CREATE puts it at the initial status) and what the new draft may carry. */
  create?: CreateRule;
  /** The refusal (409) of an event the current status does not offer, where the lifecycle words it itself. */
  wrongStatusRefusals?: Partial<Readonly<Record<TEvent['type'], string>>>;
  /** The refusal (409) of an event sent for a version since changed, where the lifecycle words it itself. */
  staleVersionRefusal?: string;
  /**
   * An event the current status does not offer is refused for the role (403) when no status
   * offers it to this actor, before the status (409). Other lifecycles answer the status first.
   */
  roleBeforeStatus?: true;
}

export interface CreateRule {
  /** The body of CREATE: the draft fields, without type and version. */
  schema: TSchema;
  allows: (actor: Actor) => boolean;
  /** The message when `allows` refuses the actor (403). */
  refusal: string;
}

/** A CREATE the workflow accepts: the new record's status and its history row. */
export interface Created<TStatus> {
  ok: true;
  status: TStatus;
  history: Omit<HistoryEntry<TStatus>, 'fromStatus'> & { fromStatus: null };
}

/** The statuses lists and queues group records by, read off the machine. */
export interface StatusGroups<TStatus> {
  /** Where a record starts (a draft, a message as received). */
  initial: TStatus;
  /** Every other status, in code order. */
  submitted: TStatus[];
  /** Submitted and not final. */
  inProcess: TStatus[];
  /** The final states: those concluded by handling first, then the converted ones. */
  finished: TStatus[];
  /** The finals a conversion into another kind of record enters. */
  converted: TStatus[];
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
  /** The body field a payload refusal is about, when its guard names one. */
  field?: string;
}

export type Decision<TStatus, TContext, TEffect> = Accepted<TStatus, TContext, TEffect> | Refused;
export type CreateDecision<TStatus> = Created<TStatus> | Refused;

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
  /** Who may send it: any one of these (the super administrator besides). */
  who: Who[];
  /** The target status; a history target returns to one of `historyTargets`. */
  to: TStatus | 'history';
  historyTargets: TStatus[];
  effects: string[];
  definition: AnyTransitionDefinition;
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

export interface Workflow<TStatus extends number, TContext extends object, TEvent extends WorkflowEventBase, TEffect extends string, TStatusField extends string> {
  readonly config: WorkflowConfig<TStatus, TContext, TEvent, TEffect, TStatusField>;
  readonly groups: StatusGroups<TStatus>;
  /** The machine state of a stored record, without replaying its history. */
  restore(record: WorkflowRecord<TContext, TStatusField, TStatus>): AnyMachineSnapshot;
  /** A new record at this status (the initial one by default), version 0: every context field empty but those given. */
  newRecord(fields: Partial<TContext>, status?: TStatus): WorkflowRecord<TContext, TStatusField, TStatus>;
  /** Whether the event may happen, and if so the new status, the changed fields and the effects. */
  decide(record: WorkflowRecord<TContext, TStatusField, TStatus>, event: TEvent): Decision<TStatus, TContext, TEffect>;
  /** Whether the actor may create a record with this draft body: refused like `decide`, or its status and history row. */
  decideCreate(actor: Actor, body: unknown, at: string): CreateDecision<TStatus>;
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
  /** Who acts at a status (by one event, or by any): what makes a record wait for them. */
  whoActsAt(status: TStatus, eventType?: string): Who[];
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
  const statusCodes = statusCodesOf(statuses);

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

  /** The alternatives a transition's role term admits. */
  function whoOf(term: unknown): Who[] {
    if (isNamed(term)) return [specOf(term).who ?? {}];
    const composite = term as CompositeGuard;
    if (compositeKind(composite) !== 'or') throw new Error(`${machine.id}: a role term may only be a role guard or an or of them`);
    return composite.guards.flatMap(whoOf);
  }

  let transitionRows: TransitionRow<TStatus>[] | undefined;
  function whoActsAt(status: TStatus, eventType?: string): Who[] {
    const who = (transitionRows ??= transitions())
      .filter((row) => row.from === status && (eventType === undefined || row.eventType === eventType))
      .flatMap((row) => row.who);
    return [...new Map(who.map((one) => [JSON.stringify(one), one])).values()];
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
            who: otherTerms.filter((term) => categoryOf(term) === 'role').flatMap(whoOf),
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

  const groups = groupsOf();
  function groupsOf(): StatusGroups<TStatus> {
    let initialNode: AnyStateNode = machine.root;
    while (!isLeaf(initialNode)) initialNode = initialNode.initial.target[0];
    const initial = statusOfNode(initialNode);
    const ascending = [...statusCodes].sort((a, b) => a - b);
    const isFinal = (status: TStatus) => stateNodeOf(status).type === 'final';
    const converted = ascending.filter(
      (status) =>
        isFinal(status) &&
        transitions().some((row) => row.to === status && config.conversionEffect !== undefined && row.effects.includes(config.conversionEffect)),
    );
    const submitted = ascending.filter((status) => status !== initial);
    return {
      initial,
      submitted,
      inProcess: submitted.filter((status) => !isFinal(status)),
      finished: [...ascending.filter((status) => isFinal(status) && !converted.includes(status)), ...converted],
      converted,
    };
  }

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

  function newRecord(fields: Partial<TContext>, status: TStatus = groups.initial): TRecord {
    return { ...emptyContext, ...fields, [statusField]: status, version: 0 } as TRecord;
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

  const label = statusLabelOf(statuses);

  function refuse(httpStatus: 400 | 403 | 409, msg: string, cause: RefusalCause, guard?: string, field?: string): Refused {
    return { ok: false, httpStatus, msg, cause, ...(guard === undefined ? {} : { guard }), ...(field === undefined ? {} : { field }) };
  }

  function checkBody(event: TEvent): Refused | null {
    const { actor: _actor, at: _at, submission: _submission, ...body } = event;
    const info = (config.events as Record<string, EventInfo | undefined>)[event.type];
    if (!info) return refuse(400, `不支持的操作：${String(event.type)}`, 'body');
    return schemaProblem(info.schema, body, event.type);
  }

  /** A body the schema refuses, answered with 400 and the first field at fault. */
  function schemaProblem(schema: TSchema, body: unknown, eventType: string): Refused | null {
    if (Value.Check(schema, body)) return null;
    const [firstError] = Value.Errors(schema, body);
    const missing = (firstError?.params as { requiredProperties?: string[] } | undefined)?.requiredProperties;
    const field = firstError?.instancePath ? firstError.instancePath.slice(1).replaceAll('/', '.') : (missing ?? []).join('、');
    return refuse(400, `请求参数有误：${field || eventType}`, 'body');
  }

  function decideCreate(actor: Actor, body: unknown, at: string): CreateDecision<TStatus> {
    const rule = config.create;
    if (!rule) throw new Error(`${machine.id}: records of this workflow are not created by CREATE`);
    const bodyProblem = schemaProblem(rule.schema, body, 'CREATE');
    if (bodyProblem) return bodyProblem;
    if (Number.isNaN(Date.parse(at))) throw new Error(`${machine.id}: CREATE at must be an ISO time, got ${at}`);
    if (!rule.allows(actor)) return refuse(403, rule.refusal, 'role');
    const status = groups.initial;
    return {
      ok: true,
      status,
      history: { fromStatus: null, toStatus: status, eventType: 'CREATE', result: null, satisfaction: null, opinion: null, userId: actor.userId, role: actor.role, at },
    };
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
    const named = firstNamed(term);
    return refuse(REFUSAL_HTTP_STATUS[category], refusalOf(term, snapshot, event), category, nameOf(named), category === 'payload' ? specOf(named).field : undefined);
  }

  /**
   * An event the current status does not offer: for the status (409), or with `roleBeforeStatus`
   * for the role (403) when no status offers it to this actor.
   */
  function refuseAtStatus(record: TRecord, event: TEvent, fromStatus: TStatus, eventLabel: string): Refused {
    const elsewhere = config.roleBeforeStatus ? statusCodes.flatMap((status) => candidatesAt(stateNodeOf(status), event.type)) : [];
    const snapshot = restore(record);
    const roleTerms = elsewhere.map((definition) => termsIn(definition, ['role']));
    if (roleTerms.length > 0 && !roleTerms.some((terms) => terms.every((term) => holds(term, snapshot, event)))) {
      const term = roleTerms.map((terms) => terms.find((one) => !holds(one, snapshot, event))).find((one) => one !== undefined);
      if (term !== undefined) return refuse(403, refusalOf(term, snapshot, event), 'role', nameOf(firstNamed(term)));
    }
    const worded = (config.wrongStatusRefusals as Partial<Record<string, string>> | undefined)?.[event.type];
    return refuse(409, worded ?? `当前状态为「${label(fromStatus)}」，不能${eventLabel}`, 'status');
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
    if (event.version !== record.version) return refuse(409, config.staleVersionRefusal ?? STALE_VERSION_MSG, 'version');

    const fromStatus = record[statusField] as TStatus;
    const node = stateNodeOf(fromStatus);
    const eventLabel = config.events[event.type as TEvent['type']].label;
    const candidates = candidatesAt(node, event.type);
    if (candidates.length === 0) return refuseAtStatus(record, event, fromStatus, eventLabel);

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
    groups,
    newRecord,
    restore,
    decide,
    decideCreate,
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
    whoActsAt,
  };
}
