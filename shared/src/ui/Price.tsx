import styled from 'styled-components';
import { formatPrice, useLanguage } from '@craft/shared/i18n';

const Amount = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

/** A price in whole euros in the page's language: the spec's '119€' in English, '119 €' in German. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const language = useLanguage();
  return <Amount className={className}>{formatPrice(amount, language)}</Amount>;
}
