import styled from 'styled-components';
import { ButtonLink, Card, PageContainer } from '@craft/shared';
import { buyerPaths } from '../../../config/paths';
import { useBuyerTexts } from '../../../texts';

const Steps = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  counter-reset: step;

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  & h2::before {
    counter-increment: step;
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin-right: ${({ theme }) => theme.space(2)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const STEPS = ['submit', 'wait', 'compare'] as const;

/** /favorable: how the Favorable Offer works, and the way in. */
export function FavorablePage() {
  const t = useBuyerTexts('favorable');
  return (
    <PageContainer>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Steps>
        {STEPS.map((step) => (
          <Card as="li" key={step}>
            <h2>{t(`steps.${step}.title`)}</h2>
            <p>{t(`steps.${step}.body`)}</p>
          </Card>
        ))}
      </Steps>
      <ButtonLink to={buyerPaths.favorableDocument} size="lg">
        {t('upload')}
      </ButtonLink>
    </PageContainer>
  );
}
