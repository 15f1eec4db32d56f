import { and, not, or, type AnyTransitionDefinition, type AnyMachineSnapshot } from 'xstate';
import type { Actor } from '../actor';
import { Role, type RoleCode } from '../roles';
import type { WorkflowEventBase } from './events';

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

export type AnyGuardSpec<TContext = never, TEvent = never> = GuardSpec<TContext, TEvent, never>;

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
