export { DEPUTY_RECORD_PATHS } from './paths';
export {
  useCreateDeputyRecordMutation,
  useDeleteDeputyRecordMutation,
  useDeputyChangesQuery,
  useDeputyRecordQuery,
  useDeputyRecordsQuery,
  useDeputyRosterAsOfQuery,
  useSendDeputyRecordEventMutation,
  useUpdateDeputyRecordMutation,
  type DeputyListParams,
  type DeputyRecord,
  type DeputyRecordDetail,
  type DeputySaved,
} from './deputy-records.api';
