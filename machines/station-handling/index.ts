export { stationHandlingGuards, stationHandlingMachine, type StationHandlingContext } from './station-handling.machine';
export {
  StationHandlingEventBodySchema,
  StationHandlingEventSchemas,
  stationHandlingEventLabels,
  type StationHandlingEvent,
  type StationHandlingEventBody,
  type StationHandlingEventType,
} from './station-handling.events';
export {
  STATION_HANDLING_STATUS_CODES,
  isStationHandlingDone,
  stationHandlingStatusLabel,
  stationHandlingStatuses,
  type StationHandlingStatus,
} from './station-handling.labels';
export {
  STATION_HANDLING_EFFECTS,
  allowedStationHandlingEvents,
  decideStationHandling,
  newStationHandlingRecord,
  restoreStationHandling,
  stationHandlingContextDefaults,
  stationHandlingWorkflow,
  type StationHandlingDecision,
  type StationHandlingEffect,
  type StationHandlingRecord,
  type StationHandlingSnapshot,
} from './station-handling.workflow';
