import type { PortfolioProject } from '@craft/shared';
import { longDate } from '../../../lib/format';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.portfolio;

/** 'March 1, 2026 – April 2, 2026'; a missing end reads 'open'. */
export function ProjectPeriod({ project }: { project: Pick<PortfolioProject, 'start_date' | 'end_date'> }) {
  if (!project.start_date && !project.end_date) return null;
  return <>{t.period(longDate(project.start_date) || t.noDate, longDate(project.end_date) || t.noDate)}</>;
}
