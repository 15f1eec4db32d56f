export { REPORT_REVIEWER_ROLES, reportOnWorkGuards, reportOnWorkMachine, type ReportOnWorkContext } from './report-on-work.machine';
export * from './report-on-work.events';
export * from './report-on-work.labels';
export * from './report-on-work.workflow';
