import { ButtonLink, PageContainer, QueryView } from '@craft/shared';
import type { WeeklyFigures } from '@craft/shared/moderation';
import { ChartGrid, WeeklyChart, type ChartRow } from '@craft/shared/charts';
import { formatNumber, formatPrice } from '@craft/shared/i18n';
import { useQuery } from '@craft/shared/query';
import { ConsoleNav } from '../../components/ConsoleNav';
import { adminPaths } from '../../config/paths';
import { consoleQueries } from '../../lib/queries';
import { useAdminTexts } from '../../texts';

const WEEKS = 12;

const COLORS = { first: '#1f5f99', second: '#c05a00' };

/** '2026-W07' → 'W07': the year is in the table's caption context, the axis needs room. */
const shortWeek = (week: string) => week.slice(week.indexOf('W'));

function Charts({ weeks }: { weeks: WeeklyFigures[] }) {
  const t = useAdminTexts('figures');
  const common = { axisLabel: t('week'), tableLabel: t('showTable'), none: t('none') };
  const row = <Key extends string>(values: (week: WeeklyFigures) => Record<Key, number | null>) =>
    weeks.map((week) => ({ label: shortWeek(week.week), ...values(week) }) as ChartRow<Key>);
  const latest = weeks.at(-1);
  const summary = (parts: string[]) => t('latest', { values: parts.join(', ') });
  const count = (value: number | null | undefined) => (value === null || value === undefined ? t('none') : formatNumber(value));
  return (
    <ChartGrid>
      <WeeklyChart
        {...common}
        title={t('registrations')}
        summary={summary([`${t('buyers')} ${count(latest?.registrations.buyer)}`, `${t('sellers')} ${count(latest?.registrations.seller)}`])}
        series={[
          { key: 'buyer', label: t('buyers'), color: COLORS.first },
          { key: 'seller', label: t('sellers'), color: COLORS.second },
        ]}
        rows={row((week) => week.registrations)}
        format={formatNumber}
        stacked
      />
      <WeeklyChart
        {...common}
        title={t('services')}
        summary={summary([count(latest?.published_services)])}
        series={[{ key: 'services', label: t('servicesCount'), color: COLORS.first }]}
        rows={row((week) => ({ services: week.published_services }))}
        format={formatNumber}
      />
      <WeeklyChart
        {...common}
        title={t('orders')}
        summary={summary([count(latest?.orders)])}
        series={[{ key: 'orders', label: t('ordersCount'), color: COLORS.first }]}
        rows={row((week) => ({ orders: week.orders }))}
        format={formatNumber}
      />
      <WeeklyChart
        {...common}
        title={t('orderValue')}
        summary={summary([latest ? formatPrice(latest.order_value_eur) : t('none')])}
        series={[{ key: 'value', label: t('value'), color: COLORS.second }]}
        rows={row((week) => ({ value: week.order_value_eur }))}
        format={(value) => formatPrice(value)}
      />
      <WeeklyChart
        {...common}
        title={t('reports')}
        summary={summary([`${t('received')} ${count(latest?.reports_received)}`, `${t('decided')} ${count(latest?.reports_decided)}`])}
        series={[
          { key: 'received', label: t('received'), color: COLORS.second },
          { key: 'decided', label: t('decided'), color: COLORS.first },
        ]}
        rows={row((week) => ({ received: week.reports_received, decided: week.reports_decided }))}
        format={formatNumber}
      />
      <WeeklyChart
        {...common}
        title={t('median')}
        summary={summary([count(latest?.median_hours_to_decision)])}
        series={[{ key: 'hours', label: t('hours'), color: COLORS.first }]}
        rows={row((week) => ({ hours: week.median_hours_to_decision }))}
        format={(value) => formatNumber(value, { maximumFractionDigits: 1 })}
        kind="line"
      />
    </ChartGrid>
  );
}

/** /operator: the console's start, the marketplace's weekly figures as charts with tables. */
export function FiguresPage() {
  const t = useAdminTexts('figures');
  const figures = useQuery(consoleQueries.figures(WEEKS));
  return (
    <PageContainer>
      <ConsoleNav />
      <h1>{t('title')}</h1>
      <p>{t('intro', { weeks: WEEKS })}</p>
      <p>
        <ButtonLink to={adminPaths.reports}>{t('openQueue')}</ButtonLink>
      </p>
      <QueryView query={figures}>{(data) => <Charts weeks={data.weeks} />}</QueryView>
    </PageContainer>
  );
}
