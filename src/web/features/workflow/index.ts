export * from './workflow.api';
export { RecordQueue, OverdueTag, statusLabelOf } from './record-queue';
export { RecordDetailView, type LinkedPathFn, type RecordDetailViewProps } from './record-detail-view';
export { EventActions, type EventActionsProps } from './event-actions';
export {
  QUEUE_COLUMN_KEYS,
  QUEUE_COLUMN_LABELS,
  columnsOf,
  dateLabel,
  dateTimeLabel,
  type QueueColumnKey,
  type QueueDefinition,
} from './queue.model';
export { actionEvents, eventLabel, EDITOR_EVENTS } from './event-forms';
export { RECORD_TYPES, type RecordTypeView } from './record-types';
export { TYPE_NAME, actingBodyOf, answerCategoryLabel, examineResultLabel, satisfactionLabel } from './record-detail.model';
export { downloadExport, downloadQueueExport } from './export-download';
export { ExportButton, type ExportButtonProps } from './export-button';
export { useDraftTransport } from './use-draft-transport';
