export { NoticeBell } from './notice-bell';
export { SchedulePopup } from './schedule-popup';
export { TodoPanel } from './todo-panel';
export { shouldShowNoticeBell, todoTitleOf } from './notices.labels';
export { useMarkNoticeReadMutation, useNoticesQuery, useScheduleQuery, type Notice, type NoticePage, type ScheduleItem } from './notices.api';
