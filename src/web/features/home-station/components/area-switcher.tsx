import { useState } from 'react';
import { DEFAULT_PROVINCE } from '@shared/constants';
import { chooseArea, cityTabs, defaultCityId, queryOf, type AreaChoice, type AreaQuery, type AreaSelection } from '../area-switcher.logic';
import { useAreasByNameQuery, useChildAreasQuery, useServedChildAreasQuery } from '../home-station.api';
import { skipToken } from '../portal-query';
import { ErrorState } from '../ui/states';
import styles from './area-switcher.module.css';

/**
 * The area switcher's data and state: the province by name, the cities of it that hold
 * stations (without the excluded ones), all counties of the chosen city; the query follows the choice.
 */
export function useAreaSwitcher() {
  const province = useAreasByNameQuery(DEFAULT_PROVINCE);
  const provinceId = province.data?.[0]?.areaId;
  const cityList = useServedChildAreasQuery(provinceId ?? skipToken);
  const cities = cityTabs(cityList.data ?? []);
  const [chosen, setChosen] = useState<AreaSelection>({ cityId: null, countyId: null });
  // Until the visitor chooses, the home city is chosen.
  const selection: AreaSelection = chosen.cityId === null ? { cityId: defaultCityId(cities), countyId: null } : chosen;
  // The counties' query changes only with the city, so they are fetched again only then.
  const countyList = useChildAreasQuery(selection.cityId ?? skipToken);
  const failed = province.isError || cityList.isError;
  const settled = failed || (province.isSuccess && (provinceId === undefined || cityList.isSuccess));
  return {
    cities,
    counties: countyList.data ?? [],
    selection,
    /** null until the areas are known; the whole list when they cannot be loaded. */
    query: queryOf(selection),
    ready: settled,
    failed,
    retry: () => {
      void province.refetch();
      if (provinceId !== undefined) void cityList.refetch();
    },
    choose(choice: AreaChoice): AreaQuery | null {
      const step = chooseArea(selection, choice);
      setChosen(step.selection);
      return step.query;
    },
  };
}

export type AreaSwitcherModel = ReturnType<typeof useAreaSwitcher>;

function Choice({ pressed, onClick, children, size }: { pressed: boolean; onClick: () => void; children: string; size: 'sm' | 'xs' }) {
  return (
    <button
      type="button"
      className={`hs-btn ${pressed ? 'hs-btn-solid' : 'hs-btn-ghost'} ${styles.choice} ${styles[size]}`}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** City tabs with the county list below. */
export function AreaSwitcher({ model, onChange }: { model: AreaSwitcherModel; onChange?: (query: AreaQuery) => void }) {
  const choose = (choice: AreaChoice) => {
    const query = model.choose(choice);
    if (query) onChange?.(query);
  };
  if (model.failed) return <ErrorState compact title="获取地区失败" onRetry={model.retry} />;
  const { cityId, countyId } = model.selection;
  return (
    <div>
      {/* One city served: its counties are the whole choice. */}
      {model.cities.length > 1 && (
        <div role="group" aria-label="选择城市" className={styles.cities}>
          {model.cities.map((city) => (
            <Choice key={city.areaId} size="sm" pressed={city.areaId === cityId} onClick={() => choose({ type: 'city', cityId: city.areaId })}>
              {city.label}
            </Choice>
          ))}
        </div>
      )}
      {cityId !== null && (
        <div role="group" aria-label="选择区县" className={styles.counties}>
          <p className={styles.countyLabel}>区县：</p>
          <Choice size="xs" pressed={countyId === null} onClick={() => choose({ type: 'city', cityId })}>
            全部
          </Choice>
          {model.counties.map((county) => (
            <Choice key={county.areaId} size="xs" pressed={county.areaId === countyId} onClick={() => choose({ type: 'county', countyId: county.areaId })}>
              {county.areaName}
            </Choice>
          ))}
        </div>
      )}
    </div>
  );
}
