import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { DEFAULT_PROVINCE } from '@shared/constants';
import { ErrorState } from '@web/components/error-state';
import { chooseArea, cityTabs, defaultCityId, queryOf, type AreaChoice, type AreaQuery, type AreaSelection } from '../area-switcher.logic';
import { useAreasByNameQuery, useChildAreasQuery } from '../home-station.api';

/**
 * The area switcher's data and state (sections 4 and 7): the province by name, its cities
 * without the excluded ones, the counties of the chosen city; the query follows the choice.
 */
export function useAreaSwitcher() {
  const province = useAreasByNameQuery(DEFAULT_PROVINCE);
  const provinceId = province.data?.[0]?.areaId;
  const cityList = useChildAreasQuery(provinceId ?? skipToken);
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
    <Button size={size} variant={pressed ? 'solid' : 'ghost'} colorPalette="brand" aria-pressed={pressed} onClick={onClick} fontWeight={pressed ? 'bold' : 'normal'}>
      {children}
    </Button>
  );
}

/** City tabs with the county list below (section 2). */
export function AreaSwitcher({ model, onChange }: { model: AreaSwitcherModel; onChange?: (query: AreaQuery) => void }) {
  const choose = (choice: AreaChoice) => {
    const query = model.choose(choice);
    if (query) onChange?.(query);
  };
  if (model.failed) return <ErrorState py="4" title="获取地区失败" onRetry={model.retry} />;
  const { cityId, countyId } = model.selection;
  return (
    <Box>
      <Flex role="group" aria-label="选择城市" wrap="wrap" gap="1" borderBottomWidth="1px" borderColor="border" pb="2">
        {model.cities.map((city) => (
          <Choice key={city.areaId} size="sm" pressed={city.areaId === cityId} onClick={() => choose({ type: 'city', cityId: city.areaId })}>
            {city.label}
          </Choice>
        ))}
      </Flex>
      {cityId !== null && (
        <Flex role="group" aria-label="选择区县" wrap="wrap" gap="1" pt="2" align="center">
          <Text fontSize="sm" color="fg.muted" me="1">
            区县：
          </Text>
          <Choice size="xs" pressed={countyId === null} onClick={() => choose({ type: 'city', cityId })}>
            全部
          </Choice>
          {model.counties.map((county) => (
            <Choice key={county.areaId} size="xs" pressed={county.areaId === countyId} onClick={() => choose({ type: 'county', countyId: county.areaId })}>
              {county.areaName}
            </Choice>
          ))}
        </Flex>
      )}
    </Box>
  );
}
