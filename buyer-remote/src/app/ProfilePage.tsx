import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, PageContainer, hostPaths, remoteLink, useAuth, useSharedTexts } from '@craft/shared';
import { Tabs } from '@craft/shared/widgets';
import { AccountSection } from '../features/account/components/AccountSection';
import { MyDirectOffers } from '../features/direct-offers/components/MyDirectOffers';
import { PaymentsList } from '../features/orders/components/PaymentsList';
import { PersonalInformation } from '../features/profile/components/PersonalInformation';
import { WishlistList } from '../features/wishlist/components/WishlistList';
import { useBuyerTexts } from '../texts';

type ProfileTab = 'payment' | 'wishlist' | 'offers';

const isTab = (value: string | null): value is ProfileTab =>
  value === 'payment' || value === 'wishlist' || value === 'offers';

const Stack = styled.div`
  display: grid;
  /* minmax(0, …): the tab strip scrolls inside the column instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * /profile (?tab=payment|wishlist|offers): composed here, at the app layer, from the profile,
 * orders, wishlist, direct-offers and account features, which never import one another. The
 * account section comes last: the tabs are what a buyer opens the page for.
 */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'payment';
  const t = useBuyerTexts('profile');
  const common = useSharedTexts('common');
  const { isSeller } = useAuth();

  return (
    <PageContainer>
      <Stack>
        <PersonalInformation />
        {isSeller ? (
          // Payments, wishlist and offers are buyer data; a craftsman finds theirs on the dashboard.
          <Card as="section" aria-label={common('toDashboard')}>
            <p style={{ marginTop: 0 }}>{common('buyerOnlyHint')}</p>
            <ButtonLink to={remoteLink('seller', 'dashboard') ?? hostPaths.home}>{common('toDashboard')}</ButtonLink>
          </Card>
        ) : (
        <Tabs<ProfileTab>
          label={t('title')}
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          tabs={[
            { id: 'payment', label: t('tabs.payment'), content: <PaymentsList /> },
            { id: 'wishlist', label: t('tabs.wishlist'), content: <WishlistList /> },
            { id: 'offers', label: t('tabs.offers'), content: <MyDirectOffers /> },
          ]}
        />
        )}
        <AccountSection />
      </Stack>
    </PageContainer>
  );
}
