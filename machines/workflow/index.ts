export * from './calendar';
export * from './events';
export {
  REFUSAL_HTTP_STATUS,
  checksOf,
  guardBuilder,
  describeWho,
  RELATION_LABEL,
  type GuardArgs,
  type GuardCategory,
  type GuardSpec,
  type Relation,
  type RoleGuardSpec,
  type Who,
} from './guards';
export * from './handling';
export * from './engine';
export * from './statuses';
