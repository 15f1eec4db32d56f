import { useCallback, useSyncExternalStore } from 'react';

/**
 * The substation a visitor is in ("station in state": stationId, stationName), kept in session
 * storage, so a reload stays in the substation and a new tab
 * starts at the central station. A substation page without it goes to the central index.
 */
export interface StationInState {
  stationId: number;
  stationName: string;
}

const KEY = 'homeStation';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StationInState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StationInState>;
    return typeof value.stationId === 'number' && typeof value.stationName === 'string'
      ? { stationId: value.stationId, stationName: value.stationName }
      : null;
  } catch {
    return null;
  }
}

export function stationInState(): StationInState | null {
  return parse(read());
}

export function setStationInState(station: StationInState | null) {
  try {
    if (station) sessionStorage.setItem(KEY, JSON.stringify(station));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the substation lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The substation in state, re-rendering when it changes. */
export function useHomeStation(): [StationInState | null, (station: StationInState | null) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const station = parse(raw);
  return [station, useCallback((next: StationInState | null) => setStationInState(next), [])];
}
