import { DEFAULT_CITY } from '@shared/constants';
import { EXCLUDED_CITY_NAMES, SHORT_PREFECTURE_NAMES, type Area } from '@shared/portal';

export interface AreaTab {
  areaId: number;
  areaName: string;
  /** The tab's text: the short name of a long prefecture, the name otherwise. */
  label: string;
}

/** The cities of the province as tabs, without those the switcher never lists. */
export function cityTabs(areas: readonly Area[]): AreaTab[] {
  const excluded: readonly string[] = EXCLUDED_CITY_NAMES;
  return areas
    .filter((area) => !excluded.includes(area.areaName))
    .map((area) => ({ areaId: area.areaId, areaName: area.areaName, label: SHORT_PREFECTURE_NAMES[area.areaName] ?? area.areaName }));
}

/** The home city when listed, else the first city. */
export function defaultCityId(cities: readonly AreaTab[], homeCity = DEFAULT_CITY): number | null {
  return (cities.find((city) => city.areaName === homeCity) ?? cities[0])?.areaId ?? null;
}

export interface AreaSelection {
  cityId: number | null;
  countyId: number | null;
}

/** What the switcher asks for: the stations of this area (a county, or the whole city). */
export interface AreaQuery {
  areaId: number;
}

export type AreaChoice = { type: 'city'; cityId: number } | { type: 'county'; countyId: number };

export interface AreaStep {
  selection: AreaSelection;
  /** The chosen city changed: its counties must be loaded. */
  reloadCounties: boolean;
  /** Emitted on any change of the selection; null when nothing changed. */
  query: AreaQuery | null;
}

export function queryOf(selection: AreaSelection): AreaQuery | null {
  const areaId = selection.countyId ?? selection.cityId;
  return areaId === null ? null : { areaId };
}

/**
 * The area switcher: choosing a city clears the county and
 * reloads the counties only if the city changed; choosing a county sets it; any change emits
 * the query.
 */
export function chooseArea(current: AreaSelection, choice: AreaChoice): AreaStep {
  const selection: AreaSelection =
    choice.type === 'city' ? { cityId: choice.cityId, countyId: null } : { cityId: current.cityId, countyId: choice.countyId };
  const changed = selection.cityId !== current.cityId || selection.countyId !== current.countyId;
  return {
    selection,
    reloadCounties: choice.type === 'city' && choice.cityId !== current.cityId,
    query: changed ? queryOf(selection) : null,
  };
}
