import { describe, expect, it } from 'vitest';
import type { DimensionCount } from '@shared/contracts/deputy-statistics';
import { currentPathOf, OLD_TWINS } from '@web/lib/old-twins';
import { CHART_KIND, chartOption, filtersOf, percentLabel, sliceAt, slicePath } from '@web/features/deputy-statistics/chart-options';

const sex: DimensionCount = {
  dimension: 'sex',
  title: '性别',
  slices: [
    { value: '男', label: '男', count: 40 },
    { value: '女', label: '女', count: 19 },
  ],
};

const position: DimensionCount = {
  dimension: 'position',
  title: '职业类别',
  slices: ['农民', '教师', '企业负责人', '医务工作者', '党政机关干部', '社区工作者'].map((label, i) => ({ value: label, label, count: 10 - i })),
};

describe('the statistics charts’ options', () => {
  it('draws a few parts of a whole as a pie whose sectors are the slices, in order', () => {
    expect(CHART_KIND.sex).toBe('pie');
    const option = chartOption(sex);
    const [series] = option.series as { type: string; name: string; data: { name: string; value: number }[] }[];
    expect(series.type).toBe('pie');
    expect(series.name).toBe('性别');
    expect(series.data).toEqual([
      { name: '男', value: 40 },
      { name: '女', value: 19 },
    ]);
    expect(option.tooltip).toMatchObject({ trigger: 'item' });
  });

  it('draws many categories as bars: names on the axis, counts on the bars, slanted when six or more', () => {
    expect(CHART_KIND.position).toBe('bar');
    const option = chartOption(position) as { xAxis: { data: string[]; axisLabel: { rotate: number } }; yAxis: { minInterval: number }; series: { type: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(position.slices.map((s) => s.label));
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [10, 9, 8, 7, 6, 5] });
    expect(option.xAxis.axisLabel.rotate).toBeGreaterThan(0);
    expect(option.yAxis.minInterval).toBe(1);
    const few = chartOption({ ...position, slices: position.slices.slice(0, 3) }) as { xAxis: { axisLabel: { rotate: number } } };
    expect(few.xAxis.axisLabel.rotate).toBe(0);
  });

  it('finds the clicked slice by its index, and nothing outside the data', () => {
    expect(sliceAt(sex, 1)).toEqual({ value: '女', label: '女', count: 19 });
    expect(sliceAt(sex, 2)).toBeUndefined();
    expect(sliceAt(sex, undefined)).toBeUndefined();
  });

  it('writes shares with one decimal, and 0% of nobody', () => {
    expect(percentLabel(19, 59)).toBe('32.2%');
    expect(percentLabel(59, 59)).toBe('100%');
    expect(percentLabel(0, 0)).toBe('0%');
  });
});

describe('the drill-down addresses', () => {
  it('carries the dimension, the value and only the filters set', () => {
    expect(slicePath('age', 'le35', { delegateGrade: 3 })).toBe('/manager/npcMsgManager/npcMsgStatisticsShow?dimension=age&value=le35&delegateGrade=3');
    const back = new URL(slicePath('nationality', '', { delegationId: 7 }), 'http://x');
    expect(Object.fromEntries(back.searchParams)).toEqual({ dimension: 'nationality', value: '', delegationId: '7' });
  });

  it('reads back valid filters only', () => {
    expect(filtersOf(new URLSearchParams('delegateGrade=4&delegationId=12'))).toEqual({ delegateGrade: 4, delegationId: 12 });
    expect(filtersOf(new URLSearchParams('delegateGrade=9&delegationId=-1'))).toEqual({});
    expect(filtersOf(new URLSearchParams('delegateGrade=abc'))).toEqual({});
  });

  it('leads the older statistics bookmarks to their current pages', () => {
    const twin = OLD_TWINS.find((t) => t.old === '/manager/npcMsgManager_old')!;
    expect(currentPathOf(twin, 'statisticsOne', '?delegateGrade=3')).toBe('/manager/npcMsgManager/npcMsgStatistics?delegateGrade=3');
    expect(currentPathOf(twin, 'statisticsTwo')).toBe('/manager/npcMsgManager/newStatistics');
    expect(currentPathOf(twin, 'statisticsThree/')).toBe('/manager/npcMsgManager/archivalStatistics');
  });
});
