import styled from 'styled-components';
import { Card } from '@craft/shared';
import { Facts } from '@craft/shared/widgets';
import { useCompany } from '../hooks/use-company';
import { useSellerTexts } from '../../../texts';

const Info = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-top: 4px solid ${({ theme }) => theme.colors.seller};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
  }
`;

/** Name, email, phone and address of the craftsman's company. */
export function CompanyInfo() {
  const t = useSellerTexts('dashboard');
  const company = useCompany();
  if (!company) return null;
  const name = company.company_name || `${company.firstname} ${company.lastname}`;
  const address = [company.street, company.post_number].filter(Boolean).join(', ');
  const facts = [
    { label: t('companyName'), value: name },
    { label: t('email'), value: company.email || '—' },
    { label: t('phone'), value: company.phone || '—' },
    { label: t('address'), value: address || '—' },
  ];
  return (
    <Info as="section" aria-labelledby="company-info">
      <h2 id="company-info">{t('companyHeading')}</h2>
      <Facts items={facts} />
    </Info>
  );
}
