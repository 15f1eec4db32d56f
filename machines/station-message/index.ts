export { stationMessageGuards, stationMessageMachine, type StationMessageContext } from './station-message.machine';
export {
  StationMessageEventBodySchema,
  StationMessageEventSchemas,
  stationMessageEventLabels,
  type StationMessageEvent,
  type StationMessageEventBody,
  type StationMessageEventType,
} from './station-message.events';
export {
  STATION_MESSAGE_STATUS_CODES,
  isStationMessageDone,
  stationMessageStatusLabel,
  stationMessageStatuses,
  type StationMessageStatus,
} from './station-message.labels';
export {
  STATION_MESSAGE_EFFECTS,
  allowedStationMessageEvents,
  decideStationMessage,
  newStationMessageRecord,
  restoreStationMessage,
  stationMessageContextDefaults,
  stationMessageWorkflow,
  type StationMessageDecision,
  type StationMessageEffect,
  type StationMessageRecord,
  type StationMessageSnapshot,
} from './station-message.workflow';
