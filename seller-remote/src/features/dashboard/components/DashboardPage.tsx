import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@craft/shared';
import { Tabs } from '@craft/shared/widgets';
import { CompanyInfo } from './CompanyInfo';
import { useSellerTexts } from '../../../texts';

export type DashboardTabId = 'services' | 'reviews' | 'manage' | 'payment' | 'buyer-offers' | 'quotations' | 'portfolio' | 'insights' | 'messages';

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
  content: ReactNode;
}

/**
 * /home/craftman: company information and the tabs. The selected tab lives in ?tab= so
 * Back from a detail page and a shared link land on the same tab.
 */
export function DashboardPage({ tabs, checklist }: { tabs: readonly DashboardTab[]; /** Shown above the company information (the first-day checklist). */ checklist?: ReactNode }) {
  const t = useSellerTexts('dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]?.id ?? 'services';
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      {checklist}
      <CompanyInfo />
      <Tabs
        label={t('tabsLabel')}
        tabs={tabs}
        value={current}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
      />
    </PageContainer>
  );
}
