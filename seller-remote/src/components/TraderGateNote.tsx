import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getTraderProfile } from '@craft/shared/company';
import { useQuery } from '@craft/shared/query';
import { links } from '../config/paths';
import { traderKey } from '../lib/self-queries';
import { useSellerTexts } from '../texts';

const Note = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #e8f1fb;
  margin: ${({ theme }) => theme.space(3)} 0;
  overflow-wrap: anywhere;
`;

/**
 * Why his services are not public yet: a craftsman's services are shown to customers only once he
 * has submitted his trader details (the API holds them back until then). Nothing while the
 * profile loads, fails, or once the details are in.
 */
export function TraderGateNote() {
  const t = useSellerTexts('trader');
  const profile = useQuery({ queryKey: traderKey, queryFn: getTraderProfile });
  if (profile.data?.status !== 'none') return null;
  return (
    <Note>
      {t('gateNote')} <Link to={`${links.sellerDashboardTab('manage')}#trader-details-heading`}>{t('gateLink')}</Link>
    </Note>
  );
}
