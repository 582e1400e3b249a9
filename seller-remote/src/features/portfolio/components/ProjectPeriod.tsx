import type { PortfolioProject } from '@craft/shared';
import { formatLongDate } from '@craft/shared/i18n';
import { useSellerTexts } from '../../../texts';

/** 'March 1, 2026 – April 2, 2026'; a missing end reads 'open'. */
export function ProjectPeriod({ project }: { project: Pick<PortfolioProject, 'start_date' | 'end_date'> }) {
  const t = useSellerTexts('portfolio');
  if (!project.start_date && !project.end_date) return null;
  return <>{t('period', { start: formatLongDate(project.start_date) || t('noDate'), end: formatLongDate(project.end_date) || t('noDate') })}</>;
}
