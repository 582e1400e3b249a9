import styled from 'styled-components';
import { commonTexts } from '../texts/common';

const Amount = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

/** A price in whole euros as the spec writes it: '119€'. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return <Amount className={className}>{commonTexts.currency(amount)}</Amount>;
}
