export * from './workflow.api';
