import styled from 'styled-components';
import { ButtonLink, Card, PageContainer } from '@craft/shared';
import { buyerPaths } from '../../../config/paths';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.favorable;

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

/** /favorable: how the Favorable Offer works, and the way in. */
export function FavorablePage() {
  return (
    <PageContainer>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Steps>
        {texts.steps.map((step) => (
          <Card as="li" key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.body}</p>
          </Card>
        ))}
      </Steps>
      <ButtonLink to={buyerPaths.favorableDocument} size="lg">
        {texts.upload}
      </ButtonLink>
    </PageContainer>
  );
}
