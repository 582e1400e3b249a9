import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHostTexts } from '../../../texts';

const Home = styled(Link)<{ $color: string; $text: string; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: ${({ $text }) => $text};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.05rem;
  line-height: 1.1;
  flex-shrink: 0;

  & svg {
    flex: 0 0 auto;
  }
  & rect {
    fill: ${({ $color }) => $color};
  }
  /* On a narrow phone the navbar keeps only the mark, so the account buttons fit beside it. */
  @media (max-width: 419px) {
    & > span {
      display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
    }
  }
`;

interface Props {
  to: string;
  /** The orange version for sellers. */
  seller?: boolean;
  /** White wordmark on the dark footer. */
  inverted?: boolean;
  /** Mark only on narrow phones (the navbar). */
  compact?: boolean;
}

/** The brand mark and name, linking home. */
export function Logo({ to, seller = false, inverted = false, compact = false }: Props) {
  const t = useHostTexts();
  return (
    <Home
      to={to}
      aria-label={t('logoHome')}
      data-variant={seller ? 'seller' : 'brand'}
      $color={seller ? '#FF460A' : '#E31E24'}
      $text={inverted ? '#FFFFFF' : '#1C1A20'}
      $compact={compact}
    >
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" />
        <path d="M9 22V10h4l3 7 3-7h4v12h-3v-7l-3 7h-2l-3-7v7z" fill="#fff" />
      </svg>
      <span aria-hidden="true">{t('brand')}</span>
    </Home>
  );
}
