export { useCurrentNpcStateQuery, type NpcStateCurrent } from './npc-state.api';
export { isInSession, meetStatusLabel, startDateLabel, termLabel, termSessionLabel, timesLabel } from './npc-state.labels';
