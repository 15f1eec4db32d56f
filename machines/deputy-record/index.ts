export { DEPUTY_OFFICE_ROLES, deputyRecordGuards, deputyRecordMachine, type DeputyRecordContext } from './deputy-record.machine';
export * from './deputy-record.events';
export * from './deputy-record.fields';
export * from './deputy-record.labels';
export * from './deputy-record.workflow';
export * from './id-card';
export * from './roster-changes';
