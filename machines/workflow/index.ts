export * from './calendar';
export * from './events';
export {
  REFUSAL_HTTP_STATUS,
  checksOf,
  guardBuilder,
  roleGuard,
  superAdminGuard,
  type GuardArgs,
  type GuardCategory,
  type GuardSpec,
} from './guards';
export * from './handling';
export * from './engine';
