import styled from 'styled-components';
import { Card } from '@craft/shared';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.paymentConfirm;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.5em;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The spec's step guide for paying by card (no processor is wired; this is guidance). */
export function CardPaymentGuide() {
  return (
    <Card as="section" aria-labelledby="card-guide">
      <h2 id="card-guide" style={{ marginTop: 0 }}>
        {texts.guideTitle}
      </h2>
      <Steps>
        {texts.guide.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Card>
  );
}
