/** The public portal's face for the rest of the app: its routes, its station in state and its paths. */
export { homeStationRoutes } from './routes';
export { setStationInState, stationInState, useHomeStation, type StationInState } from './station-state';
export { PORTAL_PATHS, LOGIN_PATH, SUBSTATION_NAV } from './portal-paths.logic';
