export {
  useSendStationMessageEventMutation,
  useSmsOutboxQuery,
  useStationMessageQuery,
  useStationMessagesQuery,
  type StationMessage,
  type StationMessageDetail,
  type StationMessageHistoryEntry,
  type StationMessagePage,
} from './station-messages.api';
export { ANONYMOUS_CITIZEN, MESSAGE_TABS, citizenLabel, detailPathOf, listPathOf, maskPhone, type MessageArea } from './station-messages.model';
