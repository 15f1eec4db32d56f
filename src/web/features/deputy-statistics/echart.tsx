import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './chart-options';

// Only what the statistics draw: echarts arrives with the statistics page and nowhere else.
echarts.use([PieChart, BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for those who cannot see it; the table beside it carries the numbers. */
  label: string;
  /** A click on a sector or a bar, with its index in the data. */
  onItemClick?: (dataIndex: number) => void;
  height?: number;
}

/** One echarts chart: drawn into its box, redrawn when the box resizes, disposed with it. */
export function EChart({ option, label, onItemClick, height = 280 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const clicked = useRef(onItemClick);
  useEffect(() => {
    clicked.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => clicked.current?.(params.dataIndex));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <Box ref={box} role="img" aria-label={label} w="full" h={`${height}px`} cursor={onItemClick ? 'pointer' : undefined} />;
}
