import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_LABEL, type Dimension, type DimensionCount, type RosterChanges, type Slice } from '@shared/contracts/deputy-statistics';

/** The options the statistics charts use: pie, bar and line, with tooltip, legend and grid. */
export type ChartOption = ComposeOption<PieSeriesOption | BarSeriesOption | LineSeriesOption | TooltipComponentOption | LegendComponentOption | GridComponentOption>;

/** Few parts of a whole read as a pie; many categories, or bands in order, as bars. */
export const CHART_KIND: Readonly<Record<Dimension, 'pie' | 'bar'>> = {
  sex: 'pie',
  age: 'bar',
  ethnicGroup: 'pie',
  nationality: 'bar',
  political: 'pie',
  education: 'bar',
  position: 'bar',
  grade: 'pie',
  delegation: 'bar',
};

/** The platform's chart colours (brand blue first), then echarts' own. */
export const CHART_COLOURS = ['#1d5fbf', '#d9473f', '#f0a020', '#2f9e6e', '#7b5cc4', '#1aa3b8', '#c25b95', '#8a8f99', '#5b7fd6', '#b8862b'];

/** A slice's share of `total`, in percent with one decimal: 33.3%. */
export function percentLabel(count: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((count / total) * 1000) / 10}%`;
}

/** Bars whose names would run into each other are written slanted. */
const SLANT_FROM = 6;

export function chartOption(dimension: DimensionCount): ChartOption {
  const { slices, title } = dimension;
  if (CHART_KIND[dimension.dimension] === 'pie') {
    return {
      color: CHART_COLOURS,
      tooltip: { trigger: 'item', formatter: '{b}：{c}人（{d}%）' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: title,
          radius: ['30%', '56%'],
          center: ['50%', '44%'],
          avoidLabelOverlap: true,
          label: { formatter: '{b}\n{c}人' },
          data: slices.map((slice) => ({ name: slice.label, value: slice.count })),
        },
      ],
    };
  }
  return {
    color: CHART_COLOURS,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: slices.map((slice) => slice.label),
      axisLabel: { interval: 0, rotate: slices.length >= SLANT_FROM ? 35 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1, name: '人数' },
    series: [{ type: 'bar', name: title, barMaxWidth: 36, label: { show: true, position: 'top' }, data: slices.map((slice) => slice.count) }],
  } as ChartOption;
}

/** 本届代表变动: each month's changes as stacked bars, and who served at its end as a line on its own axis. */
export function rosterChangesOption(changes: RosterChanges): ChartOption {
  const months = changes.months.map((row) => row.month);
  return {
    color: CHART_COLOURS,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 32, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: months },
    yAxis: [
      { type: 'value', minInterval: 1, name: '变动人次' },
      { type: 'value', minInterval: 1, name: '月末在任', scale: true, splitLine: { show: false } },
    ],
    series: [
      ...ROSTER_CHANGE_KINDS.map((kind) => ({ type: 'bar' as const, name: ROSTER_CHANGE_LABEL[kind], stack: 'changes', barMaxWidth: 24, data: changes.months.map((row) => row[kind]) })),
      { type: 'line' as const, name: '月末在任', yAxisIndex: 1, symbolSize: 4, data: changes.months.map((row) => row.serving) },
    ],
  } as ChartOption;
}

/** The slice a click on a pie sector or a bar lands on. */
export function sliceAt(dimension: DimensionCount, dataIndex: number | undefined): Slice | undefined {
  return dataIndex === undefined ? undefined : dimension.slices[dataIndex];
}

export interface StatisticsFilters {
  delegateGrade?: number;
  delegationId?: number;
}

/** The filters as they go in an address or a query: only the ones set. */
export function filterParams(filters: StatisticsFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.delegateGrade) params.delegateGrade = String(filters.delegateGrade);
  if (filters.delegationId) params.delegationId = String(filters.delegationId);
  return params;
}

/** The filters an address carries; anything else in it is ignored. */
export function filtersOf(search: URLSearchParams): StatisticsFilters {
  const grade = Number(search.get('delegateGrade'));
  const delegation = Number(search.get('delegationId'));
  return {
    ...(grade >= 3 && grade <= 5 && Number.isInteger(grade) ? { delegateGrade: grade } : {}),
    ...(delegation > 0 && Number.isInteger(delegation) ? { delegationId: delegation } : {}),
  };
}

export const STATISTICS_PATH = '/manager/npcMsgManager/npcMsgStatistics';
export const STATISTICS_SHOW_PATH = '/manager/npcMsgManager/npcMsgStatisticsShow';

/** The address of the deputies behind one slice, under the same filters. */
export function slicePath(dimension: Dimension, value: string, filters: StatisticsFilters): string {
  return `${STATISTICS_SHOW_PATH}?${new URLSearchParams({ dimension, value, ...filterParams(filters) })}`;
}
