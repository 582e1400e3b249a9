import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';

/** One series of a chart: a key of the rows, its label and colour. */
export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  color: string;
}

/** One point on the x axis (a week): its label and a value per series (null: none that week). */
export type ChartRow<Key extends string> = { label: string } & Record<Key, number | null>;

export interface WeeklyChartProps<Key extends string> {
  /** The chart's heading, also the table's caption. */
  title: string;
  /** One sentence a screen reader hears for the drawing (e.g. the latest week's figures). */
  summary: string;
  /** The label of the first column (e.g. "Week"). */
  axisLabel: string;
  /** The disclosure that shows the figures as a table. */
  tableLabel: string;
  series: readonly ChartSeries<Key>[];
  rows: readonly ChartRow<Key>[];
  /** How a value is written in the table and the tooltip (currency, hours...). */
  format?: (value: number) => string;
  /** 'bar' (counts; `stacked` piles the series) or 'line' (a trend such as hours). */
  kind?: 'bar' | 'line';
  stacked?: boolean;
  /** Shown instead of a value a week does not have. */
  none?: string;
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-weight: 600;
`;

const Drawing = styled.div`
  width: 100%;
  height: 220px;
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid #ddd;
  }
  th:first-child {
    text-align: left;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/**
 * A weekly figure drawn with recharts, and the same figures as a table: the drawing is one image
 * with a summary for screen readers, the table (behind a disclosure, keyboard reachable) is the
 * text alternative with every value. Only pages that draw charts import this entry
 * (@craft/shared/charts), so recharts never reaches a page that does not.
 */
export function WeeklyChart<Key extends string>({
  title,
  summary,
  axisLabel,
  tableLabel,
  series,
  rows,
  format = String,
  kind = 'bar',
  stacked = false,
  none = '–',
}: WeeklyChartProps<Key>) {
  const captionId = useId();
  const data = rows.map((row) => ({ ...row }));
  const formatted = (value: unknown) => (typeof value === 'number' ? format(value) : none);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} />
      <YAxis tick={{ fontSize: 12 }} width={48} allowDecimals={kind === 'line'} />
      {/* "Services: 4", not recharts' default "Services : 4". */}
      <Tooltip formatter={(value) => formatted(value)} separator=": " />
      {series.length > 1 && <Legend />}
    </>
  );
  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      <Drawing role="img" aria-label={`${title}: ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'line' ? (
            <LineChart data={data}>
              {axes}
              {series.map((s) => (
                <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} connectNulls isAnimationActive={false} />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data}>
              {axes}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={stacked ? 'all' : undefined} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </Drawing>
      <details>
        <summary>{tableLabel}</summary>
        <Scroll>
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{axisLabel}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {series.map((s) => (
                    <td key={s.key}>{formatted(row[s.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </details>
    </Figure>
  );
}

/** Charts side by side: one column on a phone, two from 900 px. */
export const ChartGrid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
