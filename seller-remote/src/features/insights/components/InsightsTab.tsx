import { useState } from 'react';
import styled from 'styled-components';
import { type ServiceWeek } from '@craft/shared/api/feature-types';
import { Select } from '@craft/shared';
import { ChartGrid, WeeklyChart, type ChartRow } from '@craft/shared/charts';
import { formatCents, formatNumber } from '@craft/shared/i18n';
import { Empty, Failed, Pending } from '../../../components/status';
import { useSellerServices } from '../../../hooks/use-seller-services';
import { useSellerTexts } from '../../../texts';
import { INSIGHT_WEEKS, useServiceInsights } from '../hooks/use-service-insights';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 16px 0 24px;
  @media (min-width: 600px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    border: 1px solid #ddd;
    border-radius: 8px;
    padding: 12px;
  }
  dt {
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 600;
  }
`;

const COLORS = { views: '#1f5f99', requests: '#6a4c93', orders: '#2e7d32', revenue: '#c05a00' };
type Figure = keyof typeof COLORS;
const FIGURES: readonly Figure[] = ['views', 'requests', 'orders', 'revenue'];

/** '2026-W07' → 'W07': the axis needs room; the table's caption and the summary name the period. */
const shortWeek = (week: string) => week.slice(week.indexOf('W'));

function Charts({ weeks }: { weeks: readonly ServiceWeek[] }) {
  const t = useSellerTexts('insights');
  const format = (figure: Figure, value: number) => (figure === 'revenue' ? formatCents(Math.round(value * 100)) : formatNumber(value));
  const total = (figure: Figure) => weeks.reduce((sum, week) => sum + week[figure], 0);
  const latest = weeks.at(-1);
  return (
    <>
      <Totals aria-label={t('totals', { weeks: weeks.length })}>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(figure)}</dt>
            <dd>{format(figure, total(figure))}</dd>
          </div>
        ))}
      </Totals>
      <ChartGrid>
        {FIGURES.map((figure) => (
          <WeeklyChart
            key={figure}
            title={t(`${figure}Title`)}
            summary={t('latest', { value: latest ? format(figure, latest[figure]) : t('none') })}
            axisLabel={t('week')}
            tableLabel={t('showTable')}
            none={t('none')}
            series={[{ key: figure, label: t(figure), color: COLORS[figure] }]}
            rows={weeks.map((week) => ({ label: shortWeek(week.week), [figure]: week[figure] }) as ChartRow<Figure>)}
            format={(value) => format(figure, value)}
          />
        ))}
      </ChartGrid>
    </>
  );
}

/**
 * Dashboard tab 'Insights': one of the craftsman's services, its views, requests, orders and
 * revenue per ISO week. Loaded only when opened (the app layer imports it lazily), so recharts
 * never reaches the dashboard's first load.
 */
export function InsightsTab() {
  const t = useSellerTexts('insights');
  const services = useSellerServices();
  const [chosen, setChosen] = useState<number | null>(null);
  const serviceId = chosen ?? services.data?.[0]?.id ?? null;
  const insights = useServiceInsights(serviceId);
  if (services.status === 'pending') return <Pending />;
  if (services.status === 'error') return <Failed onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <Empty>{t('noServices')}</Empty>;
  return (
    <section aria-labelledby="insights-heading">
      <h2 id="insights-heading">{t('heading')}</h2>
      <p>{t('intro', { weeks: INSIGHT_WEEKS })}</p>
      <Select
        label={t('service')}
        value={String(serviceId)}
        onChange={(event) => setChosen(Number(event.target.value))}
        options={services.data.map((service) => ({ value: String(service.id), label: service.title }))}
      />
      {insights.status === 'pending' ? (
        <Pending />
      ) : insights.status === 'error' ? (
        <Failed text={t('loadFailed')} onRetry={() => void insights.refetch()} />
      ) : insights.data.weekly ? (
        <Charts weeks={insights.data.weekly} />
      ) : (
        <Failed text={t('loadFailed')} onRetry={() => void insights.refetch()} />
      )}
    </section>
  );
}
