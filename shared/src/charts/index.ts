/**
 * Charts (recharts) with their text alternative: `@craft/shared/charts`, an entry of its own so
 * that no page but those drawing charts (the operators' console) loads recharts.
 */
export { ChartGrid, WeeklyChart, type ChartRow, type ChartSeries, type WeeklyChartProps } from './WeeklyChart';
