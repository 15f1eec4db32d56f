import { and, not, or, type AnyTransitionDefinition, type AnyMachineSnapshot } from 'xstate';
import type { Actor } from '../actor';
import { Role, type RoleCode } from '../roles';
import { isBlank, payloadField, type WorkflowEventBase } from './events';

/**
 * Every named guard belongs to one category, and the category is the HTTP answer when that
 * guard is what refuses an event: role or relation → 403, payload → 400, rule of the record → 409.
 */
export type GuardCategory = 'role' | 'payload' | 'rule';

export const REFUSAL_HTTP_STATUS = { role: 403, payload: 400, rule: 409 } as const satisfies Record<GuardCategory, number>;

/** The order in which a transition's guard parts are checked, so a refusal names the first problem. */
export const CATEGORY_ORDER: readonly GuardCategory[] = ['role', 'payload', 'rule'];

export interface GuardArgs<TContext, TEvent> {
  context: TContext;
  event: TEvent;
}

/** The actor's relations to a record that role guards check, with the names screens show. */
export const RELATION_LABEL = {
  author: '提出人',
  mainUnit: '主办单位',
  coHandlingUnit: '协办单位',
  assignedUnit: '承办单位',
  addressedDeputy: '收信代表',
  stationManager: '本站管理员',
  authorsDelegation: '所在代表团',
  deputyHimself: '代表本人',
  deputysDelegation: '代表所在代表团',
  reporter: '报告人',
  reportersGroupLiaison: '报告人所在小组联络员',
} as const;
export type Relation = keyof typeof RELATION_LABEL;

/** Whom a role guard admits: accounts of these roles, with this relation to the record, or both. */
export interface Who {
  roles?: readonly RoleCode[];
  relation?: Relation;
  /** The body acting in that role, e.g. 审查小组 for `NPC_WORK` examining at status 100. */
  body?: string;
  /** A personal act (the reporter's own report): the super administrator is not admitted either. */
  personal?: true;
}

/** `审查小组 \`NPC_WORK\``, `提出人`, `\`人大管理员\` or \`NPC_WORK\``: how docs show whom a guard admits. */
export function describeWho(who: Who): string {
  const name = who.relation ? RELATION_LABEL[who.relation] : who.body;
  const roles = (who.roles ?? []).map((role) => `\`${role}\``).join(' or ');
  return [name, roles, who.personal ? '(not `NPC_ADMIN`)' : ''].filter(Boolean).join(' ');
}

export interface GuardSpec<TContext, TEvent, TParams = undefined> {
  category: GuardCategory;
  /** The condition as docs/lifecycles.md shows it. */
  doc: string | ((params: TParams) => string);
  /** Role guards: whom they admit. */
  who?: Who;
  /** The user-facing Chinese message when this guard refuses an event. */
  refusal: string | ((args: GuardArgs<TContext, TEvent>, params: TParams) => string);
  /** Payload guards: the body field the refusal is about, answered with the message as `field`. */
  field?: string;
  /** Payload guards that pick one of several transitions of an event (its examine result or satisfaction). */
  selects?: true;
  check: (args: GuardArgs<TContext, TEvent>, params: TParams) => boolean;
}

/** The ids an actor may act for (a deputy, a delegation, a unit, a station). */
export type ActorId = 'delegateId' | 'delegationId' | 'unitId' | 'stationId';

export interface RoleGuardSpec<TContext, TEvent> extends Who {
  refusal: string;
  /** The relation as an id: the actor acts for the id this field of the record holds. */
  sameId?: readonly [actor: ActorId, record: keyof TContext];
  /** Any other test of the relation; a guard of roles alone needs none. */
  check?: (args: GuardArgs<TContext, TEvent>) => boolean;
}

function actsFor(actor: Actor, id: ActorId, recordId: unknown): boolean {
  return actor[id] !== undefined && actor[id] === recordId;
}

/**
 * Builds guard specs of one machine; the category is the builder's name. A role guard is built
 * from whom it admits, and admits the super administrator (`NPC_ADMIN`) as well: the super
 * administrator may perform every event, so no machine lists it — except a personal act
 * (`personal`), which is its owner's alone.
 */
export function guardBuilder<TContext, TEvent extends WorkflowEventBase>() {
  const ofCategory =
    (category: 'payload' | 'rule') =>
    <TParams = undefined>(spec: Omit<GuardSpec<TContext, TEvent, TParams>, 'category' | 'who'>): GuardSpec<TContext, TEvent, TParams> => ({
      ...spec,
      category,
    });
  const role = ({ refusal, sameId, check, ...who }: RoleGuardSpec<TContext, TEvent>): GuardSpec<TContext, TEvent> => ({
    category: 'role',
    doc: describeWho(who),
    who,
    refusal,
    check: (args) =>
      (args.event.actor.role === Role.superAdmin && !who.personal) ||
      ((who.roles?.includes(args.event.actor.role) ?? true) &&
        (sameId === undefined || actsFor(args.event.actor, sameId[0], args.context[sameId[1]])) &&
        (check?.(args) ?? true)),
  });
  const payload = ofCategory('payload');
  /** A payload guard: the event carries a text in this field that is not blank. */
  const text = (field: string, refusal: string, doc = `${field} not blank`) =>
    payload({ doc, refusal, field, check: ({ event }) => !isBlank(payloadField(event, field)) });
  return { role, payload, text, rule: ofCategory('rule') };
}

export type AnyGuardSpec<TContext = never, TEvent = never> = GuardSpec<TContext, TEvent, never>;

/** The guard implementations for `setup({ guards })`, taken from the specs so each rule is written once. */
export function checksOf<TSpecs extends Record<string, AnyGuardSpec>>(specs: TSpecs): { [K in keyof TSpecs]: TSpecs[K]['check'] } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.check])) as {
    [K in keyof TSpecs]: TSpecs[K]['check'];
  };
}

export interface CompositeGuard {
  guards: readonly unknown[];
  check: (snapshot: AnyMachineSnapshot, args: { context: unknown; event: unknown }, self: unknown) => boolean;
}

export type NamedGuard = string | { type: string; params?: unknown };

function compositeCheckOf(guard: unknown): unknown {
  return (guard as CompositeGuard).check;
}
const COMPOSITE_KIND = new Map<unknown, 'and' | 'or' | 'not'>([
  [compositeCheckOf(and(['_' as never])), 'and'],
  [compositeCheckOf(or(['_' as never])), 'or'],
  [compositeCheckOf(not('_' as never)), 'not'],
]);

export function isComposite(guard: unknown): guard is CompositeGuard {
  return typeof guard === 'function' && COMPOSITE_KIND.has((guard as unknown as CompositeGuard).check);
}

export function compositeKind(guard: CompositeGuard): 'and' | 'or' | 'not' {
  return COMPOSITE_KIND.get(guard.check) as 'and' | 'or' | 'not';
}

export function isNamed(guard: unknown): guard is NamedGuard {
  return typeof guard === 'string' || (typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type === 'string');
}

export function nameOf(guard: NamedGuard): string {
  return typeof guard === 'string' ? guard : guard.type;
}

export function paramsOf(guard: NamedGuard): unknown {
  return typeof guard === 'string' ? undefined : guard.params;
}

/** The conjuncts of a transition's guard: the parts of a top-level `and`, or the guard itself. */
export function termsOf(definition: AnyTransitionDefinition): unknown[] {
  const guard: unknown = definition.guard;
  if (guard === undefined) return [];
  if (isComposite(guard) && compositeKind(guard) === 'and') return [...guard.guards];
  return [guard];
}
